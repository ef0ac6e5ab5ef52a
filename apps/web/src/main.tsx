import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import './app/global.css';
// The sign-in page and a few signed-in pages are painted from the server's HTML before this script runs
// (lib/first-paint.ts): their layouts' styles must be in the first stylesheet, not only in the lazy layouts'.
import './app/layouts/auth-layout.module.css';
import './app/layouts/app-layout.module.css';
import './components/app-breadcrumbs.module.css';
import './components/public-header.module.css';
import './components/brand.module.css';
import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { meQueryOptions } from './features/auth/api/me.ts';
import { endFirstPaint, holdFirstPaint, isFirstPaint, startFromPaintedAnswers } from './lib/first-paint.ts';
import { initI18n } from './lib/i18n.ts';
import { warmIntl } from './lib/intl-warmup.ts';
import { resolveInitialLanguage } from './lib/language.ts';
import { nextTask } from './lib/next-task.ts';
import { createQueryClient } from './lib/query-client.ts';

/** The app's root: its first commit has replaced what the server painted, if it painted anything. */
function ReplacesFirstPaint({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => endFirstPaint(container), [container]);
  return children;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The language file, the session and the page's code are fetched side by side, none waiting for another.
const queryClient = createQueryClient();
const paintedWithAnswers = startFromPaintedAnswers(queryClient);
const session = queryClient.prefetchQuery(meQueryOptions);
const interfaceLanguage = resolveInitialLanguage();
warmIntl(interfaceLanguage);
const language = initI18n(interfaceLanguage);
// A page the server painted is taken over once, by the finished page: the first render waits for its code and the
// session too, so that no loader takes its place meanwhile.
const painted = isFirstPaint(container);

/**
 * The app's modules are set up a part at a time, each in a task of its own (the router and the page's code, then the
 * app's shell, then React's DOM renderer): set up at once they were one task of 250 to 750 ms on a phone, during which
 * the painted page could not answer its visitor.
 */
async function start(root: HTMLElement) {
  await nextTask();
  const { preloadPage } = await import('./app/router.tsx');
  const page = preloadPage(window.location.pathname);
  await nextTask();
  const { App } = await import('./app/app.tsx');
  await nextTask();
  const { createRoot, hydrateRoot } = await import('./app/dom-renderer.ts');
  await Promise.all(painted ? [language, session, page] : [language]);
  const app = (
    <StrictMode>
      <ReplacesFirstPaint container={root}>
        <App queryClient={queryClient} />
      </ReplacesFirstPaint>
    </StrictMode>
  );
  if (!painted) return createRoot(root).render(app);
  // Over a painted page the first render may take its time, in slices between which the page answers the visitor.
  if (paintedWithAnswers) {
    // A signed-in page, rendered from the answers the app starts from: the app adopts the painted elements as they
    // are. Where something differs (a time that passed a minute), React renders it anew instead: said, not an error.
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: (error) => console.warn('the painted page was rendered anew:', error) });
    });
    return;
  }
  // The sign-in page is replaced; its fields are read when the render commits (lib/first-paint.ts).
  holdFirstPaint(root);
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}

void start(container);
