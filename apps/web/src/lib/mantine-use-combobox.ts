import type { ComboboxStore, UseComboboxOptions } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useCombobox as useMantineCombobox } from 'mantine-original:use-combobox';

/**
 * Mantine's `useCombobox`, as the build gives it to Mantine (scripts/mantine-swaps.ts), with the id of the list of
 * options kept in state: the list's first appearance renders its select again, so the field names the list it controls
 * (`aria-controls`, `aria-expanded`) from the moment it opens. Mantine keeps that id where no render sees it, and so
 * keeps every list mounted, hidden, from the page's first render; with the id in state the theme mounts a list only
 * when it opens (app/theme.ts), and a page with five selects no longer builds five hidden lists, each positioned
 * beside its field, as it starts.
 */
export function useCombobox(options?: UseComboboxOptions): ComboboxStore {
  const store = useMantineCombobox(options);
  const [listId, setListIdState] = useState<string | null>(null);
  const { setListId: setMantineListId } = store;
  const setListId = useCallback(
    (id: string) => {
      setMantineListId(id);
      setListIdState(id);
    },
    [setMantineListId],
  );
  return { ...store, listId: listId ?? store.listId, setListId };
}
