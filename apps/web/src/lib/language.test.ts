import { LANGUAGE_STORAGE_KEY } from '@bb/domain/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveInitialLanguage } from './language.ts';

afterEach(() => vi.restoreAllMocks());

describe('initial language', () => {
  it('prefers the stored appLanguage', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT']);
    expect(resolveInitialLanguage()).toBe('en');
  });

  it('defaults from the browser languages, else Italian', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en-US']);
    expect(resolveInitialLanguage()).toBe('en');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    expect(resolveInitialLanguage()).toBe('it');
  });
});
