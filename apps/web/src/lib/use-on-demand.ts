import { useEffect, useSyncExternalStore } from 'react';
import type { OnDemand } from './on-demand.ts';

/**
 * What `code` gave once it has arrived, null until then, asking for it when the component mounts. Null in the server's
 * paint too, and in the app's first render over it, which must match the paint: a part shown with its stand-in there
 * (a date field, the world map) becomes itself once its code is here. A failed fetch leaves the stand-in; the next
 * component that mounts asks again.
 */
export function useOnDemand<T>(code: OnDemand<T>): T | null {
  const value = useSyncExternalStore(
    code.subscribe,
    () => code.loaded ?? null,
    () => null,
  );
  useEffect(() => void code.load().catch(() => undefined), [code]);
  return value;
}
