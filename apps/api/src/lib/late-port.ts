/**
 * A dependency a module needs from one above it, wired after it (programs and hackers show figures of
 * reports, and reports need programs and hackers first): modules import only those below them. The
 * lower module declares the interface and hands out `bind`; the higher one binds it once at wiring.
 */
export interface LatePort<T> {
  bind(implementation: T): void;
  get(): T;
}

export function latePort<T>(name: string): LatePort<T> {
  let bound: T | null = null;
  return {
    bind(implementation) {
      bound = implementation;
    },
    get() {
      if (bound === null) throw new Error(`${name} is not wired: bind it when building the app`);
      return bound;
    },
  };
}
