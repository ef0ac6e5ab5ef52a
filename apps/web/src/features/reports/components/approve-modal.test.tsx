import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, renderWithProviders } from '../../../test/render.tsx';
import { ApproveModal } from './approve-modal.tsx';
import { reportDetail } from './test-fixtures.ts';

const VECTOR = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:N/SC:N/SI:N/SA:N';

function renderDialog() {
  renderWithProviders(
    <ApproveModal report={reportDetail({ status: 'triaged', severityDescription: VECTOR, payload: "' OR 1=1 --" })} opened onClose={() => {}} />,
    {
      user: buildUser({ userType: 'staff' }),
    },
  );
  return screen.getByRole('dialog', { name: 'Approva il report' });
}

describe("the triager's approve dialog", () => {
  it('names every field in Italian', () => {
    const dialog = renderDialog();
    for (const name of ['Titolo', 'Descrizione', 'Catena di bug']) expect(within(dialog).getAllByText(name).length).toBeGreaterThan(0);
    expect(within(dialog).queryByText('Bug chain')).not.toBeInTheDocument();
  });

  it('shows code (the vector, the payload) in the monospace font of the theme, and the labels in its text font', () => {
    const dialog = renderDialog();
    for (const name of ['Vettore CVSS 4.0', 'Payload']) {
      const input = within(dialog).getByRole('textbox', { name });
      expect(input.style.fontFamily).toBe('var(--mantine-font-family-monospace)');
      const field = input.closest('.mantine-InputWrapper-root') as HTMLElement;
      expect(field.getAttribute('style') ?? '').not.toContain('monospace');
      expect(within(field).getByText(name).getAttribute('style') ?? '').not.toContain('monospace');
    }
    expect(within(dialog).getByRole('textbox', { name: 'Vettore CVSS 4.0' })).toHaveValue(VECTOR);
  });
});
