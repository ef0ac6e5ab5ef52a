/**
 * Workflow tests generated from the state tables: for every action of a workflow, every status and
 * every kind of caller, call the action's route on a record in that status and check the answer
 * the route's declaration, the area's visibility and the table give together: 403 without the
 * route's user type or permission, 404 for a record the caller may not see, 403 without the
 * action's permission, the table's INVALID_*_STATUS, or success with the table's to-state and the
 * action's event. A refusal changes nothing. An action added to a table is tested here without new
 * test code (its route must be named, or the harness fails).
 */
import { expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ERRORS, permissionsOf, transitionEventType, type CompanyRole, type Permission, type UserType, type Workflow } from '@bb/domain';
import { auditLog, domainEvents } from '../db/schema/index.ts';
import type { RoutePermission } from '../plugins/types.ts';
import { expectUnchanged } from './db-snapshot.ts';
import type { TestContext } from './test-app.ts';
import type { TestClient } from './test-client.ts';

export interface HarnessCaller {
  name: string;
  client: TestClient;
  userType: UserType;
  companyRole: CompanyRole | null;
  /** The caller's company, for company users. */
  companyId: string | null;
}

export interface ActionRoute<S extends string> {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as declared (Fastify pattern, `:id` for the record). */
  url: string;
  body?: (caller: HarnessCaller, status: S, id: string) => unknown | Promise<unknown>;
  /**
   * The event a success records: the transition's own (`program.approve`) unless said otherwise;
   * null for actions on related records that announce nothing (a draft saved again).
   */
  event?: string | null;
  /** Callers for whom the route means another action (e.g. a hacker's access request on the invitations route). */
  notFor?: (caller: HarnessCaller) => boolean;
  /** For an action whose table offers a choice of statuses (a rejection's reason): the one the body picks. */
  choice?: S;
}

export interface WorkflowSubject<S extends string, A extends string, R extends string = never> {
  workflow: Workflow<S, A, R>;
  /** Actions only the platform takes, or that share a route with something else: their own tests cover them. */
  systemActions: readonly A[];
  /** How the caller stands towards the subject's records, for tables whose actions name relations. */
  relations?: (caller: HarnessCaller) => ReadonlySet<R>;
  route: Record<A, ActionRoute<S> | null>;
  callers(): Promise<HarnessCaller[]>;
  /** A new record in `status`, owned by the subject's company. */
  make(status: S): Promise<string>;
  statusOf(id: string): Promise<S>;
  /** The area's visibility rule, as the caller should experience it. */
  canSee(caller: HarnessCaller, status: S): boolean;
  /** The audit entry staff and super admins leave for the action, if any. */
  auditAction: (action: A) => string | null;
}

type Outcome = { ok: true } | { ok: false; status: number; code: string };

const asList = (permission: RoutePermission | null): Permission[] =>
  permission === null ? [] : typeof permission === 'string' ? [permission] : [...permission];

function expectedOutcome<S extends string, A extends string, R extends string>(
  ctx: TestContext,
  subject: WorkflowSubject<S, A, R>,
  caller: HarnessCaller,
  action: A,
  status: S,
): Outcome {
  const route = subject.route[action]!;
  const declared = ctx.app.declaredRoutes.find((r) => r.method === route.method && r.url === route.url);
  if (!declared) throw new Error(`${route.method} ${route.url} is not a declared route`);
  const held = permissionsOf(caller.userType, caller.companyRole);
  const typeAllowed = declared.auth === 'any' || (declared.auth !== 'public' && declared.auth.includes(caller.userType));
  if (!typeAllowed || !asList(declared.permission).some((p) => held.has(p))) return { ok: false, status: 403, code: 'FORBIDDEN' };
  if (!subject.canSee(caller, status)) return { ok: false, status: 404, code: 'NOT_FOUND' };
  const asCaller = { permissions: held, ...(subject.relations ? { relations: subject.relations(caller) } : {}) };
  if (!subject.workflow.can(asCaller, action, status)) {
    if (!subject.workflow.permits(asCaller, action)) return { ok: false, status: 403, code: 'FORBIDDEN' };
    const code = subject.workflow.refusal(action);
    return { ok: false, status: ERRORS[code].status, code };
  }
  return { ok: true };
}

async function eventsOf(ctx: TestContext, id: string, type: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(domainEvents)
    .where(and(eq(domainEvents.subjectId, id), eq(domainEvents.type, type)));
  return row?.n ?? 0;
}

/** Declares one test per action and status; call inside a describe block after `createTestApp`. */
export function generateWorkflowTests<S extends string, A extends string, R extends string = never>(
  getContext: () => TestContext,
  subject: WorkflowSubject<S, A, R>,
): void {
  const { workflow } = subject;
  it('names a route for every action the platform does not take itself', () => {
    const missing = workflow.actionNames.filter((action) => !subject.systemActions.includes(action) && !subject.route[action]);
    expect(missing).toEqual([]);
  });

  let callers: Promise<HarnessCaller[]> | null = null;
  const shared = new Map<S, Promise<string>>();
  const sharedRecord = (status: S) => {
    let id = shared.get(status);
    if (!id) shared.set(status, (id = subject.make(status)));
    return id;
  };

  for (const action of workflow.actionNames) {
    if (subject.systemActions.includes(action)) continue;
    for (const status of workflow.statuses) {
      it(`${action} from ${status}`, async () => {
        const ctx = getContext();
        const route = subject.route[action]!;
        const eventType = route.event === undefined ? transitionEventType(workflow, action) : route.event;
        for (const caller of await (callers ??= subject.callers())) {
          if (route.notFor?.(caller)) continue;
          const expected = expectedOutcome(ctx, subject, caller, action, status);
          const to = workflow.next(action, status, { choice: route.choice });
          const moves = expected.ok && to !== status;
          // A success that moves the record needs a record of its own; anything else may share one.
          const id = moves ? await subject.make(status) : await sharedRecord(status);
          const body = (await route.body?.(caller, status, id)) ?? {};
          const call = () => caller.client.request(route.method, route.url.replace(':id', id), body);
          const label = `${caller.name}: ${action} from ${status}`;
          if (!expected.ok) {
            const response = await expectUnchanged(ctx.db, call);
            expect({ label, status: response.statusCode, code: response.json().code }).toEqual({ label, status: expected.status, code: expected.code });
            continue;
          }
          const before = eventType ? await eventsOf(ctx, id, eventType) : 0;
          const response = await call();
          expect({ label, status: response.statusCode, body: response.statusCode < 300 ? '' : response.body }).toEqual({
            label,
            status: response.statusCode < 300 ? response.statusCode : 200,
            body: '',
          });
          expect({ label, status: await subject.statusOf(id) }).toEqual({ label, status: to });
          if (eventType) expect({ label, events: (await eventsOf(ctx, id, eventType)) - before }).toEqual({ label, events: 1 });
          const auditName = subject.auditAction(action);
          if (auditName && (caller.userType === 'staff' || caller.userType === 'superadmin')) {
            const audits = await ctx.db
              .select({ id: auditLog.id })
              .from(auditLog)
              .where(and(eq(auditLog.targetId, id), eq(auditLog.action, auditName)));
            expect({ label, audited: audits.length > 0 }).toEqual({ label, audited: true });
          }
        }
      }, 60_000);
    }
  }
}
