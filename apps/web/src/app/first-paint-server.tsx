/**
 * The sign-in page as HTML, rendered by the server before the app's script arrives (lib/first-paint.ts): the same
 * components as the app's /auth/login, in the visitor's language, so that it paints at once and the app then replaces
 * it with the same page. Until then it is inert: its submit button is a plain button and the form posts rather than
 * gets, so nothing is sent and no password can end up in an address; a click on that button (or Enter in a field) is
 * noted by public/first-paint.js, and the app submits the form once it has started (lib/first-paint.ts).
 */
import type { Language } from '@bb/domain/i18n';
import { QueryClient } from '@tanstack/react-query';
import i18next, { type i18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { loadTranslations } from '../lib/i18n.ts';
import { i18nextOptions } from '../lib/i18next-options.ts';
import { setCurrentLanguage } from '../lib/language.ts';
import { AppProviders } from './app.tsx';
import { AuthLayout } from './layouts/auth-layout.tsx';

/** The app's addresses the server paints first. */
const FIRST_PAINT_PATHS = new Set(['/auth/login']);

const instances = new Map<Language, Promise<i18n>>();

/** The app's wording in one language, loaded once and shared by every render (renders only read it). */
function appI18n(language: Language): Promise<i18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = loadTranslations(language).then(async (translation) => {
      const created = i18next.createInstance();
      await created.use(initReactI18next).init(i18nextOptions(language, translation));
      return created;
    });
    instances.set(language, instance);
  }
  return instance;
}

/**
 * Nothing in the painted page submits: its submit buttons are buttons (marked, so that public/first-paint.js notes a
 * click on them for the app to carry out), its forms post.
 */
function inert(html: string): string {
  return html.replaceAll('type="submit"', 'type="button" data-first-paint-submit').replaceAll('<form ', '<form method="post" ');
}

/** The HTML to put into #root for the app's page at `path`, or null when the app paints that page itself. */
export async function renderAppFirstPaint(path: string, language: Language): Promise<string | null> {
  if (!FIRST_PAINT_PATHS.has(path)) return null;
  const i18n = await appI18n(language);
  // The layout names the current language; a render is synchronous, so no other render sees this one's.
  setCurrentLanguage(language);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <AppProviders queryClient={new QueryClient()}>
          <Routes>
            <Route path="auth" element={<AuthLayout />}>
              <Route path="login" element={<LoginPage />} />
            </Route>
          </Routes>
        </AppProviders>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return inert(html);
}
