import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Tabs that read and write `?tab=`; a missing or unknown value means the first tab. */
export function useTabParam<T extends string>(tabs: readonly [T, ...T[]]): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const active = (tabs as readonly string[]).includes(raw ?? '') ? (raw as T) : tabs[0];
  const select = useCallback(
    (tab: T) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', tab);
        return next;
      }),
    [setParams],
  );
  return [active, select];
}
