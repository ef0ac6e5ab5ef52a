/**
 * A dependency a module needs from one wired after it (programs and hackers show figures of reports,
 * and reports need programs and hackers first). The module hands out `bind`; the app wires it once.
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
