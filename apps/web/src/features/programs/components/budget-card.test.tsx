import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, renderWithProviders } from '../../../test/render.tsx';
import { BudgetCard } from './budget-card.tsx';
import { programDetail } from './test-fixtures.ts';

const company = buildUser({ userType: 'company' });

describe('the budget card', () => {
  it('says how many reports of each severity the remaining budget can still pay, none in red', () => {
    renderWithProviders(<BudgetCard program={programDetail({ payableReports: { low: 12, medium: 6, high: 3, critical: 0 } })} showWallet={false} />, {
      user: company,
    });
    const list = screen.getByRole('list', { name: 'Report ancora pagabili' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bassa: 12', 'Media: 6', 'Alta: 3', 'Critica: 0']);
  });

  it('leaves out severities no target pays, and the whole list when none does', () => {
    const { unmount } = renderWithProviders(
      <BudgetCard program={programDetail({ payableReports: { low: null, medium: 4, high: null, critical: null } })} showWallet={false} />,
      { user: company },
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Media: 4']);
    unmount();
    renderWithProviders(
      <BudgetCard program={programDetail({ payableReports: { low: null, medium: null, high: null, critical: null } })} showWallet={false} />,
      {
        user: company,
      },
    );
    expect(screen.queryByRole('list', { name: 'Report ancora pagabili' })).not.toBeInTheDocument();
  });
});
