/**
 * Each request's logger (`request.log`), made when the request first logs at a level the server writes. Fastify makes
 * a pino child with the request's id for every request, which at production's `warn` level almost never writes a line:
 * making it was about 2% of a list call's CPU (issue 22, the floor ratio). Until then the parent's level decides, as the
 * child's would (a child here never gets a level of its own before it is made).
 */
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type LevelCheck = { isLevelEnabled?: (level: string) => boolean };

class RequestLogger {
  #made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger & LevelCheck,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  /** pino's child, as Fastify would have made it. */
  private get made(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  /** The logger to write `level` to, or null where nothing would be written and no child was made yet. */
  writerFor(level: Level): FastifyBaseLogger | null {
    if (this.#made) return this.#made;
    return this.parent.isLevelEnabled?.(level) === false ? null : this.made;
  }

  get level(): string {
    return this.#made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made.level = level;
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }

  silent(): void {}
}

for (const level of LEVELS)
  Object.defineProperty(RequestLogger.prototype, level, {
    value(this: RequestLogger, ...args: unknown[]) {
      const writer = this.writerFor(level) as unknown as Record<Level, (...args: unknown[]) => void> | null;
      writer?.[level](...args);
    },
  });

/** Fastify's `childLoggerFactory`: a request's logger that makes pino's child on its first written line. */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
