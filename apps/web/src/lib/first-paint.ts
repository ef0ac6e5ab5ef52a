import { hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';

/**
 * The sign-in page arrives painted: the server puts the page's HTML into #root (data-first-paint), so that it shows
 * before the app's script has arrived, and the app replaces it with the same page once it starts. The painted fields
 * are held here from before the app's first render and read in the commit that replaces them (the same task, so
 * nothing typed meanwhile is missed); public/first-paint.js notes on the root which field had the focus and whether
 * the visitor asked to submit. The form starts from all of it.
 * A few signed-in pages arrive painted too, with the answers they were painted from after the root: the app starts
 * from those (startFromPaintedAnswers) and takes the painted page over, then gives its controls back (endFirstPaint).
 */
type Painted = { root: HTMLElement; fields: HTMLInputElement[] };

/** What the visitor did on the painted page: the fields' values by name (a checkbox: ticked), the focus, a submit. */
export type FirstPaint = { values: ReadonlyMap<string, string | boolean>; focused: string | null; submit: boolean };

const MARKS = ['data-first-paint', 'data-first-paint-focused', 'data-first-paint-submitted'];

let painted: Painted | null = null;

/** Whether `container` holds the server's first paint. */
export function isFirstPaint(container: HTMLElement): boolean {
  return container.hasAttribute('data-first-paint');
}

/** Before the app's first render over `container`: keeps hold of its painted fields, if it holds a first paint. */
export function holdFirstPaint(container: HTMLElement): void {
  if (isFirstPaint(container)) painted = { root: container, fields: [...container.querySelectorAll<HTMLInputElement>('input[name]')] };
}

/**
 * Read once, in a layout effect of the page that replaced the painted one (its commit): what was typed, where and
 * whether a submit was asked for. Null when there was no first paint, or it was taken already (the form met again
 * after signing out starts empty).
 */
export function takeFirstPaint(): FirstPaint | null {
  if (!painted) return null;
  const { root, fields } = painted;
  painted = null;
  const values = new Map(fields.map((field) => [field.name, field.type === 'checkbox' ? field.checked : field.value] as const));
  const taken = { values, focused: root.getAttribute('data-first-paint-focused'), submit: root.hasAttribute('data-first-paint-submitted') };
  for (const mark of MARKS) root.removeAttribute(mark);
  return taken;
}

/** Where the server puts the answers a painted signed-in page was rendered with (a JSON data block, never run). */
export const PAINTED_ANSWERS_ID = 'first-paint-answers';

/**
 * Puts the answers the server painted the page with into the app's cache, so that its first render is that page, not
 * a loader; each one is then as fresh as when the server asked for it. Nothing when the page came without them.
 */
export function startFromPaintedAnswers(queryClient: QueryClient): boolean {
  const block = document.getElementById(PAINTED_ANSWERS_ID);
  if (!block?.textContent) return false;
  block.remove();
  try {
    const answers = JSON.parse(block.textContent) as DehydratedState;
    hydrate(queryClient, answers);
    holdPaintedAnswers(queryClient, answers);
    return true;
  } catch {
    // Unreadable: the app asks for what it needs itself, and replaces the painted page.
    return false;
  }
}

/** The queries the painted answers filled, each with when its answer was read, and the page they were painted for. */
let paintedAnswers: { path: string; readAt: WeakMap<Query, number> } | null = null;

function holdPaintedAnswers(queryClient: QueryClient, answers: DehydratedState): void {
  const cache = queryClient.getQueryCache();
  const readAt = new WeakMap<Query, number>();
  for (const { queryHash } of answers.queries ?? []) {
    const query = cache.get(queryHash);
    if (query) readAt.set(query, query.state.dataUpdatedAt);
  }
  paintedAnswers = { path: window.location.pathname, readAt };
}

/**
 * Whether `query` still holds the answer the page was painted from, on that page: the answer is only as old as the
 * page, so the parts mounting over it (the app's take-over hydrates its sections one after the other) read it rather
 * than asking again, even those that ask on every mount (staleTime 0: the unread count, the dashboard). Once the app
 * has left that page, or the answer was asked for again or marked out of date, it is an answer like any other.
 * The query client's refetchOnMount (lib/query-client.ts).
 */
export function isPaintedAnswer(query: Query): boolean {
  if (!paintedAnswers) return false;
  if (paintedAnswers.path !== window.location.pathname) {
    paintedAnswers = null;
    return false;
  }
  return paintedAnswers.readAt.get(query) === query.state.dataUpdatedAt && !query.state.isInvalidated;
}

/**
 * Marks the server puts on a painted signed-in page's controls until the app has taken it over: the attributes it
 * added to each (app/first-paint-server.tsx), their names space-separated in INERT_MARK.
 */
export const INERT_MARK = 'data-first-paint-inert';

/** Gives the painted controls back what they are: each loses the attributes the server added to it. */
function liven(container: HTMLElement): void {
  for (const control of container.querySelectorAll(`[${INERT_MARK}]`)) {
    for (const name of (control.getAttribute(INERT_MARK) ?? '').split(' ').filter(Boolean)) control.removeAttribute(name);
    control.removeAttribute(INERT_MARK);
  }
}

/**
 * A painted control the app acts on if it was clicked before the app started carries data-first-paint-click="<name>"
 * (the sign-in page's language button); public/first-paint.js notes the name of the one clicked on the root.
 */
const CLICKED_MARK = 'data-first-paint-clicked';

/**
 * The show button of a password field (every one carries the name, app/theme.ts): the sign-in form shows the password
 * once the app has started if it was clicked on the painted page.
 */
export const SHOW_PASSWORD_CONTROL = 'show-password';

/**
 * Whether the painted control named `control` was clicked before the app started: read once, in a layout effect of the
 * component that renders it, which then does what the click asked (the painted control could not).
 */
export function takeFirstPaintClick(control: string): boolean {
  const root = document.getElementById('root');
  if (root?.getAttribute(CLICKED_MARK) !== control) return false;
  root.removeAttribute(CLICKED_MARK);
  return true;
}

/**
 * Once the app's first render has replaced or adopted the painted page (a layout effect of the app's root, after the
 * page's own): the root no longer holds a first paint, whatever the page took of it, and its controls act.
 */
export function endFirstPaint(container: HTMLElement): void {
  if (painted?.root === container) painted = null;
  for (const mark of [...MARKS, CLICKED_MARK]) container.removeAttribute(mark);
  liven(container);
}
