import { LANGUAGE_STORAGE_KEY } from '@bb/domain/i18n';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { browser } from '../lib/browser.ts';
import { ME_QUERY_KEY } from '../lib/query-client.ts';
import { buildUser, createTestQueryClient, mockFetch, renderWithProviders } from '../test/render.tsx';
import { LanguageModal } from './language-modal.tsx';

let reload: MockInstance<() => void>;
beforeEach(() => {
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

describe('language modal', () => {
  it('stores the choice under appLanguage and reloads the page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageModal opened onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Cambia lingua' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Italiano' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Cambia lingua' }));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('closes without reloading when the language does not change', async () => {
    const onClose = vi.fn();
    renderWithProviders(<LanguageModal opened onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cambia lingua' }));
    expect(onClose).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it("gives a signed-in user's account the language before reloading, so emails follow it", async () => {
    const { fetchMock, calls } = mockFetch({ 'PATCH /api/users/me': (init) => ({ body: buildUser(JSON.parse(String(init?.body)) as object) }) });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'bb_csrf=t; path=/';
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(ME_QUERY_KEY, buildUser({ language: 'it' }));
    const user = userEvent.setup();
    renderWithProviders(<LanguageModal opened onClose={() => {}} />, { queryClient });
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Cambia lingua' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(calls.map((call) => [call.init?.method, call.url, call.init?.body])).toEqual([['PATCH', '/api/users/me', JSON.stringify({ language: 'en' })]]);
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('switches a visitor without calling the API', async () => {
    const { fetchMock, calls } = mockFetch({});
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<LanguageModal opened onClose={() => {}} />);
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Cambia lingua' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });
});
