import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

/** Fastify's logger with pino's level question. */
export type LevelAwareLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** Builds a request's real child logger from what the lazy logger kept. */
export type ChildBuilder<Context> = (context: Context) => LevelAwareLogger;

/**
 * A request's logger that builds its real child (and serializes the request's bindings) only when
 * a line at an enabled level is written or a child is asked for. Most requests write nothing
 * below the info level, and building the child cost some 10 µs of every menu read.
 * The level is asked at each call, so a level changed at run time still applies.
 * `build` should be made once, not per request: the logger keeps `context` for it.
 */
export function lazyRequestLogger<Context>(
  parent: LevelAwareLogger,
  build: ChildBuilder<Context>,
  context: Context,
): FastifyBaseLogger {
  return new LazyRequestLogger(parent, build, context) as unknown as FastifyBaseLogger;
}

// A class with plain fields, not closures: one small object per request.
class LazyRequestLogger<Context> {
  private built: LevelAwareLogger | undefined = undefined;
  constructor(
    private readonly parent: LevelAwareLogger,
    private readonly build: ChildBuilder<Context>,
    private readonly context: Context,
  ) {}

  private write(level: Level, args: unknown[]): void {
    if (!this.built && !this.parent.isLevelEnabled(level)) return;
    (this.real()[level] as (...a: unknown[]) => void)(...args);
  }

  private real(): LevelAwareLogger {
    return (this.built ??= this.build(this.context));
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}
  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.real().child(...args);
  }
  isLevelEnabled(level: string): boolean {
    return (this.built ?? this.parent).isLevelEnabled(level);
  }
  get level(): string {
    return (this.built ?? this.parent).level;
  }
  set level(level: string) {
    this.real().level = level;
  }
}

/** Whether `log` writes lines at `level` (a logger that cannot say is taken to write them). */
function writes(log: FastifyBaseLogger, level: Level): boolean {
  const aware = log as Partial<LevelAwareLogger>;
  return aware.isLevelEnabled ? aware.isLevelEnabled(level) : true;
}

/**
 * Fastify's own request lines, one a request at info (decision 270): "request completed" with the
 * request, the response and its time, or "request errored" with the error too. The arrival
 * ("incoming request") is a debug line. At the production default, info, two lines a request had
 * made a menu read cost half as much again as at warn, most of it in writing the lines. A line
 * that is not written is not built: no object, no clock read for the response time.
 */
export class RequestLines extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request) || !writes(request.log, 'debug')) return;
    request.log.debug({ req: request }, 'incoming request');
  }
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      const fields = { req: request, res: reply, err: error, responseTime: reply.elapsedTime };
      reply.log.error(fields, 'request errored');
    } else if (writes(reply.log, 'info')) {
      const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
      reply.log.info(fields, 'request completed');
    }
  }
}
