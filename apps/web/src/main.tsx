import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import './app/global.css';
// The sign-in page is painted from the server's HTML before this script runs (lib/first-paint.ts): its layout's
// styles must be in the first stylesheet, not only in the lazy layout's.
import './app/layouts/auth-layout.module.css';
import './components/public-header.module.css';
import './components/brand.module.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadPage } from './app/router.tsx';
import { meQueryOptions } from './features/auth/api/me.ts';
import { holdFirstPaint, isFirstPaint } from './lib/first-paint.ts';
import { initI18n } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The language file, the session and the page's code are fetched side by side, none waiting for another.
const queryClient = createQueryClient();
const session = queryClient.prefetchQuery(meQueryOptions);
const page = preloadPage(window.location.pathname);
const language = initI18n();
// A page the server painted is replaced once, by the finished page: the first render waits for its code and the
// session too, so that no loader takes its place meanwhile.
const painted = isFirstPaint(container);
void Promise.all(painted ? [language, session, page] : [language]).then(() => {
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  if (!painted) return root.render(app);
  // Over a painted page the first render may take its time, in slices between which the page answers the visitor; its
  // fields are read when the render commits (lib/first-paint.ts).
  holdFirstPaint(container);
  startTransition(() => root.render(app));
});
