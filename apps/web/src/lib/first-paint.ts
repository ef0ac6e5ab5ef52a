/**
 * The sign-in page arrives painted: the server puts the page's HTML into #root (data-first-paint), so that it shows
 * before the app's script has arrived, and the app replaces it with the same page once it starts. The painted fields
 * are held here from before the app's first render and read in the commit that replaces them (the same task, so
 * nothing typed meanwhile is missed); public/first-paint.js notes on the root which field had the focus and whether
 * the visitor asked to submit. The form starts from all of it.
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
