/**
 * Pages of the app as HTML, rendered by the server before the app's script arrives (lib/first-paint.ts), in the
 * visitor's language, so that they paint at once and the app then replaces or takes over the same page:
 * - the sign-in page, the same components as the app's /auth/login. Until the app starts it is inert: its submit button
 *   is a plain button and the form posts rather than gets, so nothing is sent and no password can end up in an address;
 *   a click on that button (or Enter in a field) is noted by public/first-paint.js, and the app submits the form once
 *   it has started (lib/first-paint.ts);
 * - a few signed-in pages (SIGNED_IN_PAINT_PATTERNS), the whole app rendered at that address with the answers of the
 *   calls its first render makes, asked of the API by the server on the visitor's session (renderSignedInFirstPaint).
 *   The app starts from those answers, so its first render is the same page, and hydrates it. Until then its buttons
 *   say they are disabled and its fields are read-only.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { User } from '@bb/domain';
import type { Language } from '@bb/domain/i18n';
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { matchPath, MemoryRouter, Route, Routes } from 'react-router';
import { meQueryOptions } from '../features/auth/api/me.ts';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { sendApiCallsThrough } from '../lib/api-client.ts';
import { INERT_MARK } from '../lib/first-paint.ts';
import { loadTranslations } from '../lib/i18n.ts';
import { i18nextOptions } from '../lib/i18next-options.ts';
import { setCurrentLanguage } from '../lib/language.ts';
import { ME_QUERY_KEY } from '../lib/query-client.ts';
import { AppPages, AppProviders } from './app.tsx';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { preloadPage } from './router.tsx';

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
  const html = await inLanguage(language, (i18n) =>
    renderToString(
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
    ),
  );
  return inert(html);
}

// ---- signed-in pages ----

/** The signed-in pages the server paints: the ones a visitor most often opens first, from a link or a bookmark. */
const SIGNED_IN_PAINT_PATTERNS = ['/dashboard', '/programs', '/reports/:id'];

/** A GET of the API on the visitor's session, answered in the server's own process. */
export type ApiCall = (url: string, init: RequestInit) => Promise<Response>;

/** A signed-in page painted: its HTML for #root, and the answers its first render read, for the app to start from. */
export type SignedInFirstPaint = { html: string; answers: DehydratedState };

/**
 * A page needs one render per round of calls (the session is asked before the first: the page's own, then what depends
 * on those), one more where a part's code arrives later (a chart's), and the last is the page.
 */
const MAX_RENDERS = 5;
/** What a render still waits for after this (a part whose code never arrives) is painted as its placeholder. */
const RENDER_DEADLINE_MS = 3000;
/**
 * Paints under way at once in this process, beyond which a page is sent unpainted (the app renders it itself): a paint
 * costs the server tens of ms of CPU (a dashboard, the programs list), and renders go one at a time, so a burst of
 * visitors would otherwise queue behind each other's paints instead of getting the page at once.
 */
const MAX_PAINTS_AT_ONCE = 4;
let paintsUnderWay = 0;

/** The calls of the render under way: each paint's own session, however many paints interleave. */
const paintCalls = new AsyncLocalStorage<ApiCall>();
sendApiCallsThrough((url, init) => {
  const call = paintCalls.getStore();
  return call ? call(url, init) : Promise.reject(new Error(`an API call outside the paint of a page: ${url}`));
});

let rendering: Promise<unknown> = Promise.resolve();

/**
 * Runs `render` in `language`, one render at a time: the interface language is one value for the whole process
 * (lib/language.ts, which dates and amounts are formatted in), set for each render.
 */
async function inLanguage<T>(language: Language, render: (i18n: i18n) => T | Promise<T>): Promise<T> {
  const i18n = await appI18n(language);
  const next = rendering.then(() => {
    setCurrentLanguage(language);
    return render(i18n);
  });
  rendering = next.catch(() => undefined);
  return next;
}

function appAt(url: string, i18n: i18n, queryClient: QueryClient): ReactNode {
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <AppPages queryClient={queryClient} />
      </MemoryRouter>
    </I18nextProvider>
  );
}

/**
 * Renders the app at `url` to find what it asks for: it waits for every part's code (which stays loaded for the next
 * render) and notes its calls in `queryClient`. False if a part failed to render.
 */
async function rendersWithoutError(url: string, language: Language, queryClient: QueryClient): Promise<boolean> {
  let failed = false;
  await inLanguage(language, async (i18n) => {
    const { prelude } = await prerender(appAt(url, i18n, queryClient), {
      signal: AbortSignal.timeout(RENDER_DEADLINE_MS),
      onError: () => {
        failed = true;
      },
    });
    await new Response(prelude).text();
  });
  return !failed;
}

/**
 * The app at `url` as HTML with what `queryClient` holds, rendered at once, so that the page needs no script of React's
 * to finish it (the CSP allows none inline): a part whose code has not arrived is left to the app (leavesPartsToTheApp).
 * The calls the render asks for are noted in `queryClient`. Null if the render failed.
 */
async function htmlOrNull(url: string, language: Language, queryClient: QueryClient): Promise<string | null> {
  return inLanguage(language, (i18n) => renderToString(appAt(url, i18n, queryClient))).catch(() => null);
}

/**
 * Whether React left a part of the page to the app: a Suspense boundary whose content was not there (`<!--$!-->`, or
 * `<!--$?-->` still waiting) rather than rendered whole (`<!--$-->`), the markers React writes for the app's hydration.
 */
function leavesPartsToTheApp(html: string): boolean {
  return html.includes('<!--$!-->') || html.includes('<!--$?-->');
}

/** Whether a call the renders asked for failed (the app asks again and says why). */
const hasFailedCall = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');

/** The calls the renders asked for that the app would make on mount (isWaiting). */
const waitingCalls = (queryClient: QueryClient) => queryClient.getQueryCache().getAll().filter(isWaiting);

/** A call the render asked for and the app would make on mount: not made yet, and not waiting for another's answer. */
function isWaiting(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const willRun = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return query.state.status === 'pending' && query.state.fetchStatus === 'idle' && willRun;
}

/**
 * What makes each kind of control inert until the app has started: a button says it is disabled; a field is read-only
 * and says it is disabled too, so that nothing (a browser test, assistive technology) takes it for ready.
 */
const INERT_ATTRIBUTES = {
  button: ['aria-disabled="true"'],
  input: ['readonly', 'aria-disabled="true"'],
  textarea: ['readonly', 'aria-disabled="true"'],
} as const;

const hasAttribute = (attributes: string, name: string) => new RegExp(`\\s${name}(?=[\\s=>/]|$)`).test(attributes);

/**
 * Until the app has started, nothing on the painted page acts. Each control is given the inert attributes it does not
 * have of its own, and marked with their names (INERT_MARK), for the app to take exactly those away again.
 */
function inertSignedIn(html: string): string {
  return html.replace(/<(button|input|textarea)(?=[\s>])([^>]*)>/g, (tag, name: keyof typeof INERT_ATTRIBUTES, rest: string) => {
    const added = INERT_ATTRIBUTES[name].filter((attribute) => !hasAttribute(rest, attribute.split('=')[0]!));
    if (added.length === 0) return tag;
    const names = added.map((attribute) => attribute.split('=')[0]).join(' ');
    return `<${name} ${added.join(' ')} ${INERT_MARK}="${names}"${rest}>`;
  });
}

/**
 * The app's page at `url` (a path and its query) for the visitor whose session `callApi` carries, rendered with the
 * answers of the calls it makes, or null: a page the server does not paint, a call that failed (the app will say why),
 * a visitor who is not signed in or must first enrol in two-factor, a render that failed, or too many paints under way.
 */
export async function renderSignedInFirstPaint(url: string, language: Language, callApi: ApiCall): Promise<SignedInFirstPaint | null> {
  const path = new URL(url, 'http://app').pathname;
  if (!SIGNED_IN_PAINT_PATTERNS.some((pattern) => matchPath(pattern, path))) return null;
  if (paintsUnderWay >= MAX_PAINTS_AT_ONCE) return null;
  paintsUnderWay += 1;
  try {
    return await paintPage(url, language, callApi, path);
  } finally {
    paintsUnderWay -= 1;
  }
}

/**
 * Renders the app at `url` until it asks for nothing more and leaves no part to the app: that render is the page
 * (renderSignedInFirstPaint). The session's user is asked first, beside the page's code, since every page's first render
 * asks for it and shows nothing else until it has it. Each round renders to a string, which waits for nothing: a page
 * whose code has arrived (the page's own, preloaded) is rendered at once. Only a render that left a part to the app (its
 * code, a lazily loaded chart's, had not arrived) is followed by one that waits for every part (`prerender`, up to
 * RENDER_DEADLINE_MS), whose code then stays loaded. A render to a string costs about two thirds of one that waits,
 * and the last render is the page itself rather than one more after it.
 */
async function paintPage(url: string, language: Language, callApi: ApiCall, path: string): Promise<SignedInFirstPaint | null> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return paintCalls.run(callApi, async () => {
    await Promise.all([preloadPage(path), queryClient.prefetchQuery(meQueryOptions)]);
    // Whether every part's code was waited for since the last answers came in: what is still missing then never arrives.
    let waitedForCode = false;
    for (let render = 0; render < MAX_RENDERS; render += 1) {
      const html = await htmlOrNull(url, language, queryClient);
      if (html === null || hasFailedCall(queryClient)) return null;
      const waiting = waitingCalls(queryClient);
      if (waiting.length) {
        // The parts whose code a render asked for meanwhile usually arrive with the answers.
        await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
        waitedForCode = false;
      } else if (leavesPartsToTheApp(html) && !waitedForCode) {
        if (!(await rendersWithoutError(url, language, queryClient))) return null;
        waitedForCode = true;
      } else {
        const user = queryClient.getQueryData<User | null>(ME_QUERY_KEY);
        if (!user || user.otpEnrollmentRequired) return null;
        return { html: inertSignedIn(html), answers: dehydrate(queryClient) };
      }
    }
    return null;
  });
}
