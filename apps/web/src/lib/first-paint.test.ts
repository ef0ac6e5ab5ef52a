import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endFirstPaint, INERT_MARK, isFirstPaint, PAINTED_ANSWERS_ID, startFromPaintedAnswers, takeFirstPaintClick } from './first-paint.ts';
import { createQueryClient } from './query-client.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A page as the server sends a painted signed-in page: the painted root, then the answers it was painted from. */
function paintedPage(answers: string): HTMLElement {
  document.body.innerHTML = [
    '<div id="root" data-first-paint>',
    `<button aria-disabled="true" ${INERT_MARK}="aria-disabled">Filtra</button>`,
    '<button aria-disabled="true">Già disabilitato</button>',
    `<input readonly aria-disabled="true" ${INERT_MARK}="readonly aria-disabled" name="search">`,
    `<input aria-disabled="true" ${INERT_MARK}="aria-disabled" readonly name="sort">`,
    '</div>',
    `<script type="application/json" id="${PAINTED_ANSWERS_ID}">${answers}</script>`,
  ].join('');
  return document.getElementById('root')!;
}

function serverAnswers(): string {
  const server = new QueryClient();
  server.setQueryData(['programs', { page: 1 }], { count: 1, results: [{ name: 'Portale clienti' }] });
  return JSON.stringify(dehydrate(server));
}

describe('a painted signed-in page in the browser', () => {
  it('starts the app from the answers it was painted with, and takes them out of the page', () => {
    paintedPage(serverAnswers());
    const client = new QueryClient();
    expect(startFromPaintedAnswers(client)).toBe(true);
    expect(client.getQueryData(['programs', { page: 1 }])).toEqual({ count: 1, results: [{ name: 'Portale clienti' }] });
    expect(document.getElementById(PAINTED_ANSWERS_ID)).toBeNull();
  });

  it('does not ask again, on the page it was painted for, for an answer it was painted from, even one read on every mount', async () => {
    window.history.replaceState(null, '', '/dashboard');
    const server = new QueryClient();
    server.setQueryData(['notifications', 'unread'], { count: 2 });
    server.setQueryData(['dashboard'], { open: 1 });
    paintedPage(JSON.stringify(dehydrate(server)));
    const client = createQueryClient();
    startFromPaintedAnswers(client);
    const unread = vi.fn(async () => ({ count: 3 }));
    const dashboard = vi.fn(async () => ({ open: 2 }));
    const mount = (queryKey: string[], queryFn: () => Promise<unknown>) => new QueryObserver(client, { queryKey, queryFn, staleTime: 0 }).subscribe(() => {});

    // Taking the page over: its parts mount one section after another, reading what the page was painted from.
    const mounted = [mount(['notifications', 'unread'], unread), mount(['dashboard'], dashboard), mount(['dashboard'], dashboard)];
    expect(unread).not.toHaveBeenCalled();
    expect(dashboard).not.toHaveBeenCalled();
    // A query the page was not painted from is asked for as usual meanwhile.
    const other = vi.fn(async () => 1);
    mounted.push(mount(['other'], other));
    expect(other).toHaveBeenCalledOnce();
    // An answer marked out of date is asked for again, even on that page.
    await client.invalidateQueries({ queryKey: ['dashboard'], refetchType: 'none' });
    mounted.push(mount(['dashboard'], dashboard));
    expect(dashboard).toHaveBeenCalledOnce();

    // Once the app has left the page, the painted answers are like any other.
    window.history.pushState(null, '', '/programs');
    mounted.push(mount(['notifications', 'unread'], unread));
    expect(unread).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(client.getQueryData(['notifications', 'unread'])).toEqual({ count: 3 }));
    window.history.pushState(null, '', '/dashboard');
    mounted.push(mount(['notifications', 'unread'], unread));
    expect(unread).toHaveBeenCalledTimes(2);
    for (const unmount of mounted) unmount();
  });

  it('starts with an empty cache from a page without answers, or with answers it cannot read', () => {
    const client = new QueryClient();
    expect(startFromPaintedAnswers(client)).toBe(false);
    paintedPage('{not json');
    expect(startFromPaintedAnswers(client)).toBe(false);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('gives the painted controls back what the server took, once the app has taken the page over', () => {
    const root = paintedPage(serverAnswers());
    expect(isFirstPaint(root)).toBe(true);
    endFirstPaint(root);
    expect(isFirstPaint(root)).toBe(false);
    const [marked, ownDisabled] = [...root.querySelectorAll('button')];
    const [search, sort] = [...root.querySelectorAll('input')];
    expect(marked).not.toHaveAttribute('aria-disabled');
    expect(ownDisabled).toHaveAttribute('aria-disabled', 'true');
    expect(search).not.toHaveAttribute('readonly');
    expect(search).not.toHaveAttribute('aria-disabled');
    expect(sort).toHaveAttribute('readonly');
    expect(sort).not.toHaveAttribute('aria-disabled');
    expect(root.querySelector(`[${INERT_MARK}]`)).toBeNull();
  });
});

describe('a painted control clicked before the app started', () => {
  /** The sign-in page's root after a click on its language button, as public/first-paint.js notes it. */
  function clickedRoot(control: string): HTMLElement {
    document.body.innerHTML = `<div id="root" data-first-paint data-first-paint-clicked="${control}"></div>`;
    return document.getElementById('root')!;
  }

  it('is told to the component that renders it, once', () => {
    clickedRoot('language');
    expect(takeFirstPaintClick('language')).toBe(true);
    expect(takeFirstPaintClick('language')).toBe(false);
  });

  it('is not told for another control, and is gone once the app has taken the page over', () => {
    const root = clickedRoot('language');
    expect(takeFirstPaintClick('menu')).toBe(false);
    endFirstPaint(root);
    expect(root).not.toHaveAttribute('data-first-paint-clicked');
    expect(takeFirstPaintClick('language')).toBe(false);
  });
});
