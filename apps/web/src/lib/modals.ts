import { modals as mantineModals } from '@mantine/modals';
import { useSyncExternalStore } from 'react';

/**
 * Mantine's modals, opened through here so that their provider (and Mantine's Modal, its scroll area, focus trap and
 * floating-ui) loads the first time a modal opens instead of on every first load. A call made before the provider is
 * mounted asks for it and runs, in order, once it is; after that, calls run at once.
 */
let wanted = false;
let mounted = false;
const waiting: (() => void)[] = [];
const listeners = new Set<() => void>();

function whenMounted(run: () => void): void {
  if (mounted) return run();
  waiting.push(run);
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export const modals = {
  open: (props: Parameters<typeof mantineModals.open>[0]) => whenMounted(() => mantineModals.open(props)),
  openConfirmModal: (props: Parameters<typeof mantineModals.openConfirmModal>[0]) => whenMounted(() => mantineModals.openConfirmModal(props)),
  /** Nothing to close while the provider was never asked for. */
  close: (id: string) => (wanted ? whenMounted(() => mantineModals.close(id)) : undefined),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a modal was asked for: the app then mounts the provider. */
export function useModalsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

/** Called by the provider's host once the provider listens (its effect runs after the provider's own); returns the unmount. */
export function modalsProviderMounted(): () => void {
  mounted = true;
  for (const run of waiting.splice(0)) run();
  return () => {
    mounted = false;
  };
}
