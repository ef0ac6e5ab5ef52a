import { SETTING_DEFAULTS } from '@bb/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { SettingsPage } from './settings-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('settings page', () => {
  it('sends only the changed keys', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/admin/settings': () => ({ body: SETTING_DEFAULTS }),
      'PATCH /api/admin/settings': (init) => ({ body: { ...SETTING_DEFAULTS, ...(JSON.parse(String(init?.body)) as object) } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SettingsPage />);
    const vat = await screen.findByRole('textbox', { name: 'Aliquota IVA' });
    await userEvent.clear(vat);
    await userEvent.type(vat, '21');
    await userEvent.click(screen.getByRole('switch', { name: /Registrazione disabilitata/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(calls.some((call) => call.init?.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ REGISTRATION_DISABLED: true, VAT_RATE_PERCENT: 21 });
  });
});
