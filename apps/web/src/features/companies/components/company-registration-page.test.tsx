import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CompanyRegistrationPage } from './company-registration-page.tsx';

const companyUser = buildUser({ userType: 'company', permissions: { companyRoles: [] } });
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

function renderWizard() {
  return renderWithProviders(<CompanyRegistrationPage />, { user: companyUser, route: '/company-registration' });
}

async function fillStepOne(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input(/^Nome dell'azienda/), 'Acme');
  await user.type(input(/^Ragione sociale/), 'Acme S.r.l.');
  await user.type(input(/^Partita IVA/), '06363391001');
  await user.type(input(/^PEC/), 'acme@pec.it');
  await user.type(input(/^Codice destinatario/), 'M5UXCR1');
  await user.type(input(/^Indirizzo/), 'Via Roma 1');
  await user.type(input(/^Città/), 'Roma');
  await user.type(input(/^CAP/), '00100');
  await user.type(input(/^Provincia/), 'rm');
}

afterEach(() => vi.unstubAllGlobals());

describe('company registration wizard', () => {
  it('keeps only 2 uppercase letters in the province as typed', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(input(/^Provincia/), 'm1i-lano');
    expect(input(/^Provincia/)).toHaveValue('MI');
  });

  it('stays on step 1 and shows the errors when Forward is pressed on an empty step', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    expect((await screen.findAllByText('Questo campo è obbligatorio')).length).toBeGreaterThan(5);
    expect(input(/^Nome dell'azienda/)).toBeInTheDocument();
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(await screen.findByLabelText(/^Settore/, { selector: 'input' })).toBeInTheDocument();
  });

  it('goes back to step 1 and marks the VAT number when the API answers 422 for vat', async () => {
    const { fetchMock, calls } = mockFetch({
      'POST /api/companies': () => ({ status: 422, body: { code: 'VALIDATION_ERROR', message: 'invalid', fields: { vat: ['Partita IVA non valida'] } } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'bb_csrf=token-1; path=/';
    const user = userEvent.setup();
    renderWizard();
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Avanti' }));

    await user.click(await screen.findByLabelText(/^Settore/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Tecnologia' }));
    await user.click(screen.getByLabelText('Meno di 50 dipendenti'));
    await user.click(screen.getByRole('button', { name: 'Conferma' }));

    await waitFor(() => expect(input(/^Partita IVA/)).toBeInTheDocument());
    expect(await screen.findByText('Partita IVA non valida')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avanti' })).toBeInTheDocument();
    const sent = calls.find((call) => call.url === '/api/companies');
    expect(JSON.parse(String(sent?.init?.body))).toMatchObject({ vat: '06363391001', state: 'RM', country: 'ITA', sector: 'TECHNOLOGY', employees: 'SMALL' });
  });
});
