import { PassThrough, Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, test } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { lazyRequestLogger, RequestLines, type LevelAwareLogger } from './lazy-request-logger';

function setUp(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()),
  });
  const parent = pino({ level }, stream) as unknown as LevelAwareLogger;
  let built = 0;
  const logger = lazyRequestLogger(
    parent,
    (bindings) => {
      built += 1;
      return parent.child(bindings) as LevelAwareLogger;
    },
    { requestId: 'r-1', correlationId: 'c-1' },
  );
  return { lines, parent, logger, built: () => built };
}

describe('the lazy request logger', () => {
  test('writes nothing and builds no child for lines below the level', () => {
    const { lines, logger, built } = setUp('warn');
    logger.info('incoming request');
    logger.debug('detail');
    logger.trace('more detail');
    expect(lines).toEqual([]);
    expect(built()).toBe(0);
  });

  test("writes enabled lines with the request's bindings, building the child once", () => {
    const { lines, logger, built } = setUp('warn');
    logger.warn('first');
    logger.error({ err: new Error('boom') }, 'second');
    expect(lines.map((line) => [line.msg, line.requestId, line.correlationId])).toEqual([
      ['first', 'r-1', 'c-1'],
      ['second', 'r-1', 'c-1'],
    ]);
    expect(built()).toBe(1);
  });

  test('follows a level changed at run time, and its children keep the bindings', () => {
    const { lines, parent, logger } = setUp('warn');
    expect(logger.level).toBe('warn');
    parent.level = 'info';
    logger.info('now written');
    logger.child({ step: 'submit' }).info('from a child');
    expect(lines.map((line) => [line.msg, line.requestId, line.step])).toEqual([
      ['now written', 'r-1', undefined],
      ['from a child', 'r-1', 'submit'],
    ]);
  });
});

describe("Fastify's request lines", () => {
  async function serve(level: string, routes: (app: FastifyInstance) => void = () => undefined) {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()),
    });
    const app = Fastify({
      logger: { level, stream },
      logController: new RequestLines({ requestIdLogLabel: 'requestId' }),
    });
    let clockReads = 0;
    app.addHook('onRequest', (_request, reply, done) => {
      const elapsed = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(reply), 'elapsedTime');
      Object.defineProperty(reply, 'elapsedTime', {
        get() {
          clockReads += 1;
          return elapsed?.get?.call(this) as number;
        },
      });
      done();
    });
    app.get('/', async () => 'ok');
    routes(app);
    await app.ready();
    return { app, lines, clockReads: () => clockReads };
  }

  test('are one line a request at info: the request, the response and its time', async () => {
    const { app, lines } = await serve('info');
    await app.inject({ method: 'GET', url: '/?q=1' });
    await app.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/?q=1' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]?.responseTime).toBe('number');
    expect(typeof lines[0]?.requestId).toBe('string');
  });

  test('add the arrival at debug', async () => {
    const { app, lines } = await serve('debug');
    await app.inject({ method: 'GET', url: '/' });
    await app.close();
    expect(lines.map((line) => [line.msg, line.level])).toEqual([
      ['incoming request', 20],
      ['request completed', 30],
    ]);
  });

  test('a response that fails while being sent gets one error line of ours, with the request', async () => {
    // Fastify hands the controller the error its response emitted: here a real reply fails after
    // its first bytes, as when the socket breaks mid-body.
    // At info, where a request that went well would get its 'request completed' line.
    const { app, lines } = await serve('info', (routes) => {
      routes.get('/fails', async (_request, reply) => {
        const body = new PassThrough();
        void reply.send(body);
        body.write('partial');
        setImmediate(() => {
          reply.raw.emit('error', new Error('socket hang up'));
          body.end();
        });
        return reply;
      });
    });
    // The client sees the response fail too.
    await expect(app.inject({ method: 'GET', url: '/fails' })).rejects.toThrow('socket hang up');
    await app.close();
    // One line of ours, with the request; Fastify adds its own about the broken stream.
    const ours = lines.filter((line) => line.msg === 'request errored');
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({
      level: 50,
      err: { message: 'socket hang up' },
      req: { method: 'GET', url: '/fails' },
    });
    expect(typeof ours[0]?.requestId).toBe('string');
    expect(lines.filter((line) => line.msg === 'request completed')).toEqual([]);
  });

  test('are not built at all when info is not written: no clock read for the response time', async () => {
    const { app, lines, clockReads } = await serve('warn');
    await app.inject({ method: 'GET', url: '/' });
    expect(clockReads()).toBe(0);
    expect(lines).toEqual([]);
    // A level raised at run time is followed at once.
    app.log.level = 'info';
    await app.inject({ method: 'GET', url: '/' });
    await app.close();
    expect(clockReads()).toBe(1);
    expect(lines.map((line) => line.msg)).toEqual(['request completed']);
  });
});
