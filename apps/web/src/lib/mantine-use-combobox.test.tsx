import { Combobox, InputBase } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { useCombobox } from './mantine-use-combobox.ts';

const STATUSES = ['Aperto', 'Chiuso'];

/** A select built as Mantine's Select is, on the store the build gives Mantine, with its list mounted only while open. */
function StatusSelect() {
  const store = useCombobox();
  const [value, setValue] = useState<string | null>(null);
  return (
    <Combobox
      store={store}
      keepMounted={false}
      onOptionSubmit={(next) => {
        setValue(next);
        store.closeDropdown();
      }}
    >
      <Combobox.Target targetType="button" withExpandedAttribute>
        <InputBase component="button" type="button" pointer label="Stato" onClick={() => store.toggleDropdown()}>
          {value ?? 'Tutti'}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          {STATUSES.map((status) => (
            <Combobox.Option value={status} key={status}>
              {status}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

describe("Mantine's useCombobox as the build gives it to Mantine (the list id in state)", () => {
  it('names the list it controls from the moment the list opens, and the new list when it opens again', async () => {
    renderWithProviders(<StatusSelect />);
    const field = screen.getByRole('combobox', { name: 'Stato' });
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(field);
    const list = await screen.findByRole('listbox');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', list.id);

    await userEvent.click(screen.getByRole('option', { name: 'Chiuso' }));
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-controls');

    await userEvent.click(field);
    const reopened = await screen.findByRole('listbox');
    expect(field).toHaveAttribute('aria-controls', reopened.id);
  });
});
