/**
 * The contact form island's entry (entry-client.ts imports it when the page has a `[data-island="contact-form"]`):
 * deliberately tiny. The bound form (React, Mantine, the domain's schema: contact-form-view.tsx) is fetched only when
 * the visitor comes near a form (it scrolls into view, or gets the pointer or the focus), so it never weighs on the
 * page's first load; until then the server's static form shows, its submit disabled.
 */
const loadView = () => import('./contact-form-view.tsx');

const TRIGGERS = ['focusin', 'pointerenter', 'pointerdown', 'touchstart'] as const;

/** Binds each contact-form island once the visitor comes near it. */
export function mount(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island="contact-form"]')) {
    let started = false;
    let observer: IntersectionObserver | null = null;
    const start = () => {
      if (started) return;
      started = true;
      observer?.disconnect();
      for (const trigger of TRIGGERS) element.removeEventListener(trigger, start);
      void loadView().then((view) => view.mountContactForms([element]));
    };
    for (const trigger of TRIGGERS) element.addEventListener(trigger, start, { passive: true });
    if (typeof IntersectionObserver === 'undefined') {
      start();
      continue;
    }
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: '200px 0px' });
    observer.observe(element);
  }
}
