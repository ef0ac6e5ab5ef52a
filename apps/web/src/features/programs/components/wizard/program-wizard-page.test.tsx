import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../../test/render.tsx';
import { COMPANY_ID, programContext } from '../test-fixtures.ts';
import { ProgramWizard } from './program-wizard-page.tsx';

const context = programContext({ balance: 20_000, rewardTiers: { BASE: { low: 200, medium: 720, high: 1800, critical: 4500 }, STANDARD: { low: 300, medium: 1080, high: 2700, critical: 6750 }, PREMIUM: { low: 400, medium: 1440, high: 3600, critical: 9000 } } });

afterEach(() => vi.unstubAllGlobals());

describe('program wizard', () => {
  it('stays on Description and marks the name when Forward is pressed on an empty step', async () => {
    const { fetchMock } = mockFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProgramWizard context={context} company={COMPANY_ID} />, { user: buildUser({ userType: 'company' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(screen.getByRole('heading', { name: 'Descrizione', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome del programma' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('La descrizione non può essere vuota')).toBeInTheDocument();
  });

  it('keeps only the characters a program name allows', async () => {
    const { fetchMock } = mockFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProgramWizard context={context} company={COMPANY_ID} />, { user: buildUser({ userType: 'company' }) });
    const name = screen.getByRole('textbox', { name: 'Nome del programma' });
    await userEvent.type(name, "L'app <Demo>!");
    expect(name).toHaveValue("L'app Demo");
  });
});
