import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { modalsProviderMounted } from '../lib/modals.ts';

/** Mantine's modals provider, loaded the first time a modal opens (lib/modals.ts). */
export function ModalsRoot({ labels }: { labels: { confirm: string; cancel: string } }) {
  // A parent's effect runs after its children's: the provider already listens for the modals asked for meanwhile.
  useEffect(() => modalsProviderMounted(), []);
  return <ModalsProvider labels={labels}>{null}</ModalsProvider>;
}
