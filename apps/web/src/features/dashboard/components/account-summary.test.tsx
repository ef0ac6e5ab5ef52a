import type { UserType } from '@bb/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, renderWithProviders } from '../../../test/render.tsx';
import { AccountSummary } from './account-summary.tsx';

function renderSummary(userType: UserType) {
  const user = buildUser({ userType, otpEnabled: userType === 'staff' || userType === 'superadmin' });
  renderWithProviders(<AccountSummary user={user} />, { user });
}

describe("the dashboard's account summary", () => {
  it.each(['hacker', 'company'] as const)('offers a %s their referral code', (userType) => {
    renderSummary(userType);
    expect(screen.getByRole('region', { name: 'Il tuo account' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Codice invito' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scopri come funziona' })).toHaveAttribute('href', '/account?tab=referral');
  });

  it.each(['staff', 'superadmin'] as const)('offers %s no referral card: the programme pays hackers and companies', (userType) => {
    renderSummary(userType);
    expect(screen.getByRole('region', { name: 'Il tuo account' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Autenticazione a due fattori' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Codice invito' })).not.toBeInTheDocument();
  });
});
