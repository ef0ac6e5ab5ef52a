import { useId as useReactId } from 'react';

/**
 * Mantine's `useId`, as the build gives it to Mantine (scripts/mantine-swaps.ts): the id asked for, else React's
 * own, the same on the server and in the browser and never changed after the first render.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
