/**
 * Fetches the app's code once the server's first paint of the page is on screen (see src/lib/first-paint.ts): the
 * page the visitor sees first needs only its HTML and styles, and its code no longer competes with them. The API puts
 * this script in place of the app's module script and module preloads, whose addresses it passes as data-app and
 * data-preload. A tab opened in the background paints nothing (no animation frame comes): its code is fetched at once.
 * With data-start="intent" (the sign-in page, which has nothing to do before the visitor does) the fetched code runs
 * at the first sign of the visitor (a pointer, a touch, a key, a focus) instead of at once: starting the app is the
 * longest work on the page's main thread, and it no longer holds up a painted page that nobody is using yet.
 * Until the app has started, the painted field that has the focus (data-first-paint-focused), a click on the painted
 * form's submit button or Enter in one of its fields (data-first-paint-submitted) and a click on a control the app acts
 * on (data-first-paint-clicked, its data-first-paint-click) are noted on the root: the app gives the focus back,
 * submits the form with what was typed and does what the control was clicked for.
 */
(() => {
  const note = (target, mark, value = '') => {
    const root = document.getElementById('root');
    if (root && root.hasAttribute('data-first-paint') && root.contains(target)) root.setAttribute(mark, value);
  };
  const noteSubmit = (target) => note(target, 'data-first-paint-submitted');
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.name) note(event.target, 'data-first-paint-focused', event.target.name);
  });
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('[data-first-paint-submit]');
    if (button) noteSubmit(button);
    // A control the app acts on once it has started (src/lib/first-paint.ts, takeFirstPaintClick).
    const control = target?.closest('[data-first-paint-click]');
    if (control) note(control, 'data-first-paint-clicked', control.getAttribute('data-first-paint-click'));
  });
  // A painted signed-in page submits nothing either, until the app has replaced it (Enter in its one field would).
  document.addEventListener('submit', (event) => {
    const root = document.getElementById('root');
    if (root && root.hasAttribute('data-first-paint') && root.contains(event.target)) event.preventDefault();
  });
  document.addEventListener('keydown', (event) => {
    const field = event.target;
    if (event.key === 'Enter' && field instanceof HTMLInputElement && field.type !== 'checkbox' && field.form) noteSubmit(field);
  });

  const { app, preload, start: startsOn } = document.currentScript.dataset;
  const fetchCode = () => {
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app;
    document.head.append(script);
  };
  const onIntent = startsOn === 'intent';
  if (onIntent) {
    // After the event: the browser moves the focus or the caret first, then the app starts.
    const startSoon = () => setTimeout(start, 0);
    for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
      document.addEventListener(type, startSoon, { capture: true, once: true, passive: true });
    }
  }
  const load = () => {
    fetchCode();
    if (!onIntent) start();
  };
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(() => setTimeout(load, 0));
})();
