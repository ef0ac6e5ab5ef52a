import { vi } from 'vitest';
import { mockFetch } from './render.tsx';

/** The upload id the fake server gives a file name. */
export const idOf = (name: string) => `00000000-0000-4000-8000-${name.replace(/\W/g, '').padStart(12, '0').slice(-12)}`;
export const png = (name: string) => new File(['\x89PNG'], name, { type: 'image/png' });
export const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

/** Upload slots named after the file; PUTs answer `status(name)`, and wait for `hold(name)` when it gives a promise. */
export function uploadServer({
  status = () => 200,
  hold = () => undefined,
}: { status?: (name: string) => number; hold?: (name: string) => Promise<void> | undefined } = {}) {
  const { fetchMock, calls } = mockFetch({
    'POST /api/uploads/presigned-url': (init) => {
      const { items } = JSON.parse(String(init?.body)) as { items: { fileName: string }[] };
      return { body: { items: items.map(({ fileName }) => ({ id: idOf(fileName), signedUrl: `/api/uploads/signed/${fileName}` })) } };
    },
  });
  const attempts = new Map<string, number>();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!url.startsWith('/api/uploads/signed/')) return fetchMock(input, init);
    const name = url.slice('/api/uploads/signed/'.length);
    attempts.set(name, (attempts.get(name) ?? 0) + 1);
    await hold(name);
    const code = status(name) === 200 ? undefined : status(name) === 413 ? 'FILE_TOO_LARGE' : 'INTERNAL_ERROR';
    calls.push({ url, init });
    return new Response(code ? JSON.stringify({ code, message: code }) : null, { status: status(name), headers: { 'Content-Type': 'application/json' } });
  });
  return { calls, attempts };
}

/** A promise released by hand: an upload held on its way. */
export function deferred() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}
