/**
 * Fetches the app's code once the server's first paint of the page is on screen (see src/lib/first-paint.ts): the
 * page the visitor sees first needs only its HTML and styles, and its code no longer competes with them. The API puts
 * this script in place of the app's module script and module preloads, whose addresses it passes as data-app and
 * data-preload. A tab opened in the background paints nothing (no animation frame comes): its code is fetched at once.
 * Until the app has started, the painted field that has the focus (data-first-paint-focused) and a click on the painted
 * form's submit button or Enter in one of its fields (data-first-paint-submitted) are noted on the root: the app gives
 * the focus back and submits the form with what was typed.
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
    const button = event.target instanceof Element ? event.target.closest('[data-first-paint-submit]') : null;
    if (button) noteSubmit(button);
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

  const { app, preload } = document.currentScript.dataset;
  const load = () => {
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app;
    document.head.append(script);
  };
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(() => setTimeout(load, 0));
})();
