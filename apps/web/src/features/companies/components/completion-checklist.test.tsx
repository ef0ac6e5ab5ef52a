import type { CompanyRole } from '@bb/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, renderWithProviders } from '../../../test/render.tsx';
import { CompletionChecklist } from './completion-checklist.tsx';

const COMPANY_ID = '7d3c1a52-5a0e-4f8e-9b55-1f2e3d4c5b6a';
const member = (role: CompanyRole) => buildUser({ userType: 'company', permissions: { companyRoles: [{ companyId: COMPANY_ID, role }] } });
const NOTHING_DONE = { isFirstContactMade: false, isBudgetAdded: false, isProgramCreated: false, isProfileComplete: false, progressPercentage: 0 };

describe('completion checklist', () => {
  it('shows the progress percentage and which checks are done', () => {
    renderWithProviders(
      <CompletionChecklist
        completion={{ isFirstContactMade: true, isBudgetAdded: false, isProgramCreated: false, isProfileComplete: true, progressPercentage: 50 }}
      />,
      { user: member('ADMIN') },
    );
    const progress = screen.getByRole('progressbar', { name: 'Completamento: 50%' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(within(progress).getByText('50%')).toBeInTheDocument();
    expect(screen.getByTestId('check-isFirstContactMade')).toHaveAttribute('data-done', 'true');
    expect(screen.getByTestId('check-isBudgetAdded')).toHaveAttribute('data-done', 'false');
    expect(screen.queryByRole('link', { name: 'Vai al profilo aziendale' })).not.toBeInTheDocument();
  });

  it('links every open check to its screen: profile, wallet, program creation (no "available soon")', () => {
    renderWithProviders(<CompletionChecklist completion={NOTHING_DONE} />, { user: member('ADMIN') });
    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai al profilo aziendale' })).toHaveAttribute('href', '/company-profile');
    expect(screen.getByRole('link', { name: 'Aggiungi budget dal wallet' })).toHaveAttribute('href', '/wallet');
    expect(within(screen.getByTestId('check-isProgramCreated')).getByRole('link', { name: 'Crea il programma' })).toHaveAttribute('href', '/programs/new');
    expect(screen.queryByText('Disponibile a breve')).not.toBeInTheDocument();
  });

  it('says who does a step to a role that cannot do it', () => {
    renderWithProviders(<CompletionChecklist completion={NOTHING_DONE} />, { user: member('VIEWER') });
    const program = screen.getByTestId('check-isProgramCreated');
    expect(within(program).queryByRole('link')).not.toBeInTheDocument();
    expect(within(program).getByText('Lo crea un amministratore, un program manager o la finanza.')).toBeInTheDocument();
    const profile = screen.getByTestId('check-isProfileComplete');
    expect(within(profile).queryByRole('link')).not.toBeInTheDocument();
    expect(within(profile).getByText("Lo completa un amministratore dell'azienda.")).toBeInTheDocument();
  });
});
