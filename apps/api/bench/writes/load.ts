/**
 * The load of `npm run bench:writes`: `connections` workers over one keep-alive agent, each sending one write at a time
 * until the time is up: an action drawn by weight, for a tenant drawn at random, on a report taken from the tenant's
 * pool of the status the action needs (a report is out of its pool while a worker uses it, so no two writes race for
 * the same report and every refusal is worth reading). An action whose pool is empty sends a report instead.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { richText } from '../../src/test/forms.ts';
import { REWARD, reportForm, type BenchReport, type Session, type Tenant } from './fixtures.ts';

export const ACTION_NAMES = ['submit', 'start', 'comment (hacker)', 'comment (company)', 'change severity', 'reward'] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

/** What the load sends, in shares of the writes (out of 100). */
const WEIGHTS: Record<ActionName, number> = {
  submit: 20,
  start: 20,
  'comment (hacker)': 15,
  'comment (company)': 15,
  'change severity': 15,
  reward: 15,
};

interface Write {
  action: ActionName;
  session: Session;
  path: string;
  body: unknown;
  headers?: Record<string, string>;
  /** Puts the report back in the pool of the status it now has (its old one when the write failed). */
  settle: (ok: boolean, answer: unknown) => void;
}

export interface ActionFigures {
  latenciesMs: number[];
  ok: number;
  clientErrors: number;
  serverErrors: number;
  networkErrors: number;
  /** Status and error code of every non-2xx answer: `500 INTERNAL_ERROR`, `409 REPORT_ALREADY_STARTED` ... */
  refusals: Map<string, number>;
}

export interface LoadResult {
  seconds: number;
  connections: number;
  tenants: number;
  actions: Map<ActionName, ActionFigures>;
}

const randomOf = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

function take(pool: BenchReport[]): BenchReport | undefined {
  if (pool.length === 0) return undefined;
  return pool.splice(Math.floor(Math.random() * pool.length), 1)[0];
}

/** A report waiting for the company (new or triaged), with the pool to put it back in. */
function takeOpen(tenant: Tenant): { report: BenchReport; pool: BenchReport[] } | undefined {
  const pools = [tenant.reports.new, tenant.reports.triaged].filter((pool) => pool.length > 0);
  if (pools.length === 0) return undefined;
  const pool = randomOf(pools);
  return { report: take(pool)!, pool };
}

function submit(tenant: Tenant): Write {
  const hacker = randomOf(tenant.hackers);
  return {
    action: 'submit',
    session: hacker,
    path: '/api/reports',
    body: reportForm(randomOf(tenant.programs)),
    settle: (ok, answer) => {
      if (ok) tenant.reports.new.push({ id: (answer as { id: string }).id, severity: 'high', hacker });
    },
  };
}

function start(tenant: Tenant): Write | undefined {
  const report = take(tenant.reports.new);
  if (!report) return undefined;
  return {
    action: 'start',
    session: tenant.admin,
    path: `/api/reports/${report.id}/start`,
    body: {},
    settle: (ok) => (ok ? tenant.reports.triaged : tenant.reports.new).push(report),
  };
}

function comment(tenant: Tenant, side: 'hacker' | 'company'): Write | undefined {
  const open = takeOpen(tenant);
  if (!open) return undefined;
  return {
    action: side === 'hacker' ? 'comment (hacker)' : 'comment (company)',
    session: side === 'hacker' ? open.report.hacker : tenant.admin,
    path: `/api/reports/${open.report.id}/comment`,
    body: { content: richText(side === 'hacker' ? 'Ecco un dettaglio in più.' : 'Grazie, stiamo verificando.'), media: [] },
    settle: () => open.pool.push(open.report),
  };
}

function changeSeverity(tenant: Tenant): Write | undefined {
  const open = takeOpen(tenant);
  if (!open) return undefined;
  const severity = open.report.severity === 'high' ? 'medium' : 'high';
  return {
    action: 'change severity',
    session: tenant.admin,
    path: `/api/reports/${open.report.id}/change-severity`,
    body: { severity, severityDescription: null, reason: 'Impatto rivalutato.' },
    settle: (ok) => {
      if (ok) open.report.severity = severity;
      open.pool.push(open.report);
    },
  };
}

function reward(tenant: Tenant): Write | undefined {
  const report = take(tenant.reports.triaged);
  if (!report) return undefined;
  return {
    action: 'reward',
    session: tenant.admin,
    path: `/api/reports/${report.id}/reward`,
    body: { amount: REWARD },
    headers: { 'idempotency-key': randomUUID() },
    settle: (ok) => {
      if (!ok) tenant.reports.triaged.push(report);
    },
  };
}

const PLANNERS: Record<ActionName, (tenant: Tenant) => Write | undefined> = {
  submit,
  start,
  'comment (hacker)': (tenant) => comment(tenant, 'hacker'),
  'comment (company)': (tenant) => comment(tenant, 'company'),
  'change severity': changeSeverity,
  reward,
};

function drawAction(): ActionName {
  let ticket = Math.random() * 100;
  for (const name of ACTION_NAMES) {
    ticket -= WEIGHTS[name];
    if (ticket < 0) return name;
  }
  return 'submit';
}

const nextWrite = (tenant: Tenant): Write => PLANNERS[drawAction()](tenant) ?? submit(tenant);

interface Answer {
  status: number;
  body: string;
}

/** One POST as the web app sends it (its Origin, the session cookie, the CSRF token); status 0 when the connection failed. */
function send(agent: Agent, base: string, write: Write): Promise<Answer> {
  const payload = JSON.stringify(write.body);
  const headers = { ...write.session.headers, ...write.headers, origin: base, 'content-length': String(Buffer.byteLength(payload)) };
  return new Promise((resolve) => {
    const outgoing = request(`${base}${write.path}`, { method: 'POST', agent, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      incoming.on('error', () => resolve({ status: 0, body: '' }));
    });
    outgoing.on('error', () => resolve({ status: 0, body: '' }));
    outgoing.end(payload);
  });
}

const parse = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

function emptyFigures(): ActionFigures {
  return { latenciesMs: [], ok: 0, clientErrors: 0, serverErrors: 0, networkErrors: 0, refusals: new Map() };
}

function record(figures: ActionFigures, answer: Answer, latencyMs: number) {
  figures.latenciesMs.push(latencyMs);
  if (answer.status >= 200 && answer.status < 300) {
    figures.ok++;
    return;
  }
  if (answer.status === 0) figures.networkErrors++;
  else if (answer.status >= 500) figures.serverErrors++;
  else figures.clientErrors++;
  const code = (parse(answer.body) as { code?: string } | undefined)?.code ?? '';
  const key = `${answer.status} ${code}`.trim();
  figures.refusals.set(key, (figures.refusals.get(key) ?? 0) + 1);
}

/** `connections` workers writing for `seconds` over the tenants; the writes under way at the end are awaited and counted. */
export async function runLoad(base: string, tenants: Tenant[], options: { seconds: number; connections: number }): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const actions = new Map(ACTION_NAMES.map((name) => [name, emptyFigures()]));
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const write = nextWrite(randomOf(tenants));
      const sent = performance.now();
      const answer = await send(agent, base, write);
      record(actions.get(write.action)!, answer, performance.now() - sent);
      const ok = answer.status >= 200 && answer.status < 300;
      write.settle(ok, ok ? parse(answer.body) : undefined);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { seconds, connections: options.connections, tenants: tenants.length, actions };
}
