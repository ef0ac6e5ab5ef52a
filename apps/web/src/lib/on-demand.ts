/**
 * Code fetched the first time it is needed rather than with the page (the rich-text editor, the CVSS scorer, the date
 * picker, the world map; `useOnDemand` for a component shown with a stand-in until it arrives): fetched once however many ask, kept once it has arrived so that a later render uses it at once (`loaded`),
 * those who `subscribe` told when it does, and a failed fetch (offline) asked again by the next `load`.
 */
export class OnDemand<T> {
  private pending: Promise<T> | null = null;
  private value: T | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly fetch: () => Promise<T>) {}

  load(): Promise<T> {
    this.pending ??= this.fetch().then(
      (value) => {
        this.value = value;
        for (const listener of this.listeners) listener();
        return value;
      },
      (error: unknown) => {
        this.pending = null;
        throw error;
      },
    );
    return this.pending;
  }

  /** What arrived, or undefined while nothing has. */
  get loaded(): T | undefined {
    return this.value;
  }

  /** Calls `listener` when the code arrives; the answer stops it (React's useSyncExternalStore takes it as it is). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
}
