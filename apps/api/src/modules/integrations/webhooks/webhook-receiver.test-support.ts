/**
 * A receiver for the tests, written from docs/webhooks.md alone: it records each request with its raw body, answers
 * the status it is told to, and `verify` is the documentation's verifier as a receiver would copy it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  /** The URL's path: each endpoint of a test gets a path of its own. */
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  json: { id: string; type: string; createdAt: string; companyId: string | null; data: Record<string, unknown> };
}

/** The documentation's verifier, as written there. */
export function verify(secret: string, header: string, rawBody: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const parts = header.split(',').map((part) => {
    const at = part.indexOf('=');
    return [part.slice(0, at), part.slice(at + 1)] as const;
  });
  const t = parts.find(([key]) => key === 't')?.[1];
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value);
  if (!t || signatures.length === 0 || Math.abs(nowSeconds - Number(t)) > 300) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex'));
  return signatures.some((signature) => signature.length === expected.length && timingSafeEqual(Buffer.from(signature), expected));
}

/** The receiver on 127.0.0.1 (a port of its own); `status` is what it answers next. */
export async function startReceiver() {
  const received: ReceivedRequest[] = [];
  const state = { status: 200 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      received.push({ path: request.url ?? '', headers: request.headers, rawBody, json: JSON.parse(rawBody) as ReceivedRequest['json'] });
      response.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    answer(status: number) {
      state.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
