import { LANGUAGE_STORAGE_KEY } from '@bb/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { browser } from '../lib/browser.ts';
import { renderWithProviders } from '../test/render.tsx';
import { LanguageModal } from './language-modal.tsx';

let reload: MockInstance<() => void>;
beforeEach(() => {
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
});

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
});
