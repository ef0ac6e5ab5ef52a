import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';

// What Mantine needs from a browser that jsdom does not provide.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });

// Mantine's autosize Textarea resizes again when web fonts finish loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  const fonts = Object.assign(new EventTarget(), { status: 'loaded' });
  Object.defineProperty(fonts, 'ready', { value: Promise.resolve(fonts) });
  Object.defineProperty(document, 'fonts', { configurable: true, value: fonts });
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
// jsdom throws on the pseudo-element argument some Mantine components pass.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// findBy* and waitFor wait up to 5 s, not 1: the first toast or dialog of a file loads its lazy chunk, which a busy CI
// machine (the API tests run beside these) can take more than a second to transform.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await initI18n('it');
});

afterEach(() => {
  cleanup();
  // The toasts' store outlives a render: without this a test could see (or queue behind) the last one's.
  notifications.clean();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  window.localStorage.clear();
});

// TEST_NOW (an ISO instant) runs every test as if it were that moment, the clock running on from there: proof that
// no test depends on the day or hour it runs at. A test about a moment pins its own with vi.useFakeTimers.
const testNow = process.env.TEST_NOW;
if (testNow) beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date(testNow), shouldAdvanceTime: true }));
