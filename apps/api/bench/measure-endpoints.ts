/** The scale bench's one way to measure API endpoints: a probe, a warm-up second, then `seconds` at one connection. */
import type { Run } from './reports.ts';

export const TARGET_P99_MS = 20;

/** The date `daysAgo` days before today (YYYY-MM-DD), for the date filters. */
export const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
export type Endpoint = readonly [title: string, url: string];
export type ProbeBody = { count?: number; results?: unknown[]; timeline?: unknown[] };

/** A list's count in the title; an empty page measures nothing and stops the bench. */
export function listShape(title: string, body: ProbeBody): string {
  if (body.results?.length === 0) throw new Error(`${title}: an empty page measures nothing`);
  return body.count === undefined ? '' : `, count ${body.count.toLocaleString('en')}`;
}

/** Each endpoint in turn; a non-2xx probe stops the bench, a p99 at or over the target is added to `misses`. */
export async function measureEndpoints(
  base: string,
  headers: Record<string, string>,
  endpoints: readonly Endpoint[],
  options: { run: Run; misses: string[]; seconds: number; describe?: (title: string, body: ProbeBody) => string },
) {
  const describe = options.describe ?? listShape;
  for (const [title, url] of endpoints) {
    const probe = await fetch(`${base}${url}`, { headers });
    if (!probe.ok) throw new Error(`${title}: ${probe.status} ${await probe.text()}`);
    const shape = describe(title, (await probe.json()) as ProbeBody);
    await options.run(`${title} warm-up`, { url, headers, connections: 1, duration: 1 });
    const result = await options.run(`${title} (1 conn, ${options.seconds} s${shape})`, { url, headers, connections: 1, duration: options.seconds });
    if (result.latency.p99 >= TARGET_P99_MS) options.misses.push(`${title}: p99 ${result.latency.p99} ms`);
  }
}
