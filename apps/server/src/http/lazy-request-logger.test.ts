import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, test } from 'vitest';
import { lazyRequestLogger, type LevelAwareLogger } from './lazy-request-logger';

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
