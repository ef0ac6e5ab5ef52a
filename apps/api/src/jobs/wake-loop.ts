export interface WakeLoop {
  /** Runs soon (now if idle, else once more after the current run). */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
}

/**
 * A background worker: woken in this process right after a write that gives it work commits (`wake`), and polling
 * every `pollMs` for work written by other instances and for retries coming due. Not PostgreSQL's NOTIFY: it takes
 * one lock for the whole database at every commit that notifies, which would make every tenant's writes queue there.
 * `run` is never called twice at once in this process; a wake-up during a run makes one more run after it. Other
 * instances share the work through the database (SKIP LOCKED).
 */
export function wakeLoop(deps: { name: string; pollMs: number; run: () => Promise<unknown>; log: { error(object: object, message: string): void } }): WakeLoop {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = true;

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deps
      .run()
      .catch((error: unknown) => deps.log.error({ err: error, worker: deps.name }, 'background worker failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  return {
    wake,
    start() {
      stopped = false;
      timer = setInterval(wake, deps.pollMs);
      wake();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
