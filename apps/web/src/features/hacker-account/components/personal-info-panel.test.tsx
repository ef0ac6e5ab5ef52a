import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { PersonalInfoPanel } from './personal-info-panel.tsx';
import { buildHackerProfile, echoPut, sentBody } from './test-fixtures.ts';

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

function renderPanel(profile = buildHackerProfile()) {
  const { fetchMock, calls } = mockFetch({ 'GET /api/profile': () => ({ body: profile }), 'PUT /api/profile': echoPut(profile) });
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'bb_csrf=t; path=/';
  renderWithProviders(<PersonalInfoPanel />);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the Personal information tab', () => {
  it('says what is not specified, and shows countries with flag and name', async () => {
    renderPanel(buildHackerProfile({ countryOfResidence: 'ITA', dateOfBirth: '1990-05-17' }));
    expect(await screen.findByText('Italia')).toBeInTheDocument();
    expect(screen.getByText('17 maggio 1990')).toBeInTheDocument();
    // Birth place and country of birth.
    expect(screen.getAllByText('Non specificato')).toHaveLength(2);
  });

  it('requires first and last name and sends nothing without them', async () => {
    const user = userEvent.setup();
    const calls = renderPanel();
    await user.click(await screen.findByRole('button', { name: /^Modifica/ }));
    await user.clear(input(/^Nome/));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeInTheDocument();
    expect(calls.some((call) => call.init?.method === 'PUT')).toBe(false);
  });

  it('sends the tab fields with the countries as ISO alpha-3 codes', async () => {
    const user = userEvent.setup();
    const calls = renderPanel(buildHackerProfile({ dateOfBirth: '1990-05-17' }));
    await user.click(await screen.findByRole('button', { name: /^Modifica/ }));
    await user.type(input(/^Luogo di nascita/), 'Londra');
    await user.click(input(/^Paese di nascita/));
    await user.type(input(/^Paese di nascita/), 'Regno');
    await user.click(await screen.findByRole('option', { name: 'Regno Unito' }));
    await user.click(input(/^Paese di residenza/));
    await user.type(input(/^Paese di residenza/), 'ital');
    await user.click(await screen.findByRole('option', { name: 'Italia' }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Informazioni personali aggiornate')).toBeInTheDocument();
    expect(sentBody(calls, 'PUT', '/api/profile')).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1990-05-17',
      birthPlace: 'Londra',
      countryOfBirth: 'GBR',
      countryOfResidence: 'ITA',
    });
  });
});
