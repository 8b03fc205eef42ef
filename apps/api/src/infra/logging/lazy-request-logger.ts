import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/**
 * Fastify gives every request a child logger with its id bound, and with the redaction this app
 * configures pino's child() costs about 1 µs and 3 KB on every request, though most requests log
 * nothing but their one request line (which RequestLogController writes without it). This child
 * is made on first use instead: a request that logs nothing else never makes one.
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Record<string, unknown>,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings));
  }

  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  private enabled(level: Level): boolean {
    const parent = this.parent as FastifyBaseLogger & { isLevelEnabled?: (l: string) => boolean };
    return this.#child !== undefined || typeof parent.isLevelEnabled !== 'function'
      ? true
      : parent.isLevelEnabled(level);
  }

  private emit(level: Level, args: unknown[]): void {
    if (this.enabled(level)) (this.real[level] as (...a: unknown[]) => void)(...args);
  }

  // Methods on the prototype: one small object per request, no closures.
  fatal(...args: unknown[]): void {
    this.emit('fatal', args);
  }
  error(...args: unknown[]): void {
    this.emit('error', args);
  }
  warn(...args: unknown[]): void {
    this.emit('warn', args);
  }
  info(...args: unknown[]): void {
    this.emit('info', args);
  }
  debug(...args: unknown[]): void {
    this.emit('debug', args);
  }
  trace(...args: unknown[]): void {
    this.emit('trace', args);
  }
  silent(): void {}

  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.real.child(...args);
  }
}

/** Fastify's `childLoggerFactory`: a lazy child, or pino's own when the route sets its log level. */
export const lazyChildLoggerFactory: ChildLoggerFactory = function (logger, bindings, options) {
  if (options && Object.keys(options).length > 0) return logger.child(bindings, options);
  return new LazyRequestLogger(logger, bindings) as unknown as FastifyBaseLogger;
};
