/**
 * The one way to declare a state machine. A workflow is a table of actions, each with the
 * statuses it may start from, the status it leads to and the permission it needs; optionally the
 * relations to the record the caller must stand in (the report's handler, its reporter). `allows`,
 * `next`, `can` and `abilities` all read that table, so the API's transitions, the answer's
 * `abilities` and the generated tests cannot disagree.
 */
import type { ErrorCode } from './errors.ts';
import type { Permission, PermissionSet } from './permissions.ts';

/**
 * Where an action leads: one status for every from-state; one per from-state (a map); a status the
 * caller chooses among `oneOf` (a rejection's reason); `back` to the status the record had before
 * its current one (a question answered); or null when the status stays.
 */
export type WorkflowTarget<S extends string> = S | Partial<Record<S, S>> | { oneOf: readonly S[] } | { back: true } | null;

export interface WorkflowAction<S extends string, R extends string = never> {
  from: readonly S[];
  to: WorkflowTarget<S>;
  permission: Permission;
  /** The caller must stand in one of these relations to the record (none listed: the permission is enough). */
  relations?: readonly R[];
  /** The refusal when the status does not allow the action, if not the workflow's own. */
  invalidStatus?: ErrorCode;
}

export interface WorkflowDefinition<S extends string, A extends string, R extends string = never> {
  /** The area, used in event and audit names (`program.approve`). */
  name: string;
  statuses: readonly S[];
  /** The relations its actions may name (a workflow without relations names none). */
  relations?: readonly R[];
  actions: Record<A, WorkflowAction<S, R>>;
  /** The error answered when the status does not allow an action (INVALID_PROGRAM_STATUS ...). */
  invalidStatus: ErrorCode;
}

/** What `next` may need besides the current status: the caller's choice, and the status before the current one. */
export interface TransitionContext<S extends string> {
  choice?: S | undefined;
  previous?: S | null | undefined;
}

/** Who is asking: their permissions and, for workflows with relations, how they stand towards the record. */
export interface WorkflowCaller<R extends string = never> {
  permissions: PermissionSet;
  relations?: ReadonlySet<R>;
}

export interface Workflow<S extends string, A extends string, R extends string = never> extends WorkflowDefinition<S, A, R> {
  actionNames: readonly A[];
  /** Whether the table lets `action` start from `status`. */
  allows(action: A, status: S): boolean;
  /**
   * The status after `action` from `status`, or null when the table refuses it (or the choice is
   * not one it offers, or there is no status to go back to).
   */
  next(action: A, status: S, context?: TransitionContext<S>): S | null;
  /** The statuses an action may lead to from `status` (the choices of a `oneOf`). */
  targets(action: A, status: S): readonly S[];
  /** Whether the caller holds the action's permission and relation (whatever the status). */
  permits(caller: PermissionSet | WorkflowCaller<R>, action: A): boolean;
  /** Whether the caller may take `action` from `status`. */
  can(caller: PermissionSet | WorkflowCaller<R>, action: A, status: S): boolean;
  /** Every action mapped to `can`: the answer's `abilities`, so the UI shows only what is allowed. */
  abilities(caller: PermissionSet | WorkflowCaller<R>, status: S): Record<A, boolean>;
  /** The error a refused status answers for `action`. */
  refusal(action: A): ErrorCode;
}

function isPermissionSet<R extends string>(caller: PermissionSet | WorkflowCaller<R>): caller is PermissionSet {
  return typeof (caller as PermissionSet).has === 'function';
}

export function defineWorkflow<const S extends string, const A extends string, const R extends string = never>(
  definition: Omit<WorkflowDefinition<S, A, R>, 'actions'> & { actions: Record<A, WorkflowAction<NoInfer<S>, NoInfer<R>>> },
): Workflow<S, A, R> {
  const actionNames = Object.keys(definition.actions) as A[];
  const allows = (action: A, status: S) => definition.actions[action].from.includes(status);

  function next(action: A, status: S, context: TransitionContext<S> = {}): S | null {
    if (!allows(action, status)) return null;
    const to = definition.actions[action].to;
    if (to === null) return status;
    if (typeof to === 'string') return to;
    if ('oneOf' in to) return context.choice !== undefined && (to.oneOf as readonly S[]).includes(context.choice) ? context.choice : null;
    if ('back' in to) return context.previous ?? null;
    return (to as Partial<Record<S, S>>)[status] ?? status;
  }

  function targets(action: A, status: S): readonly S[] {
    if (!allows(action, status)) return [];
    const to = definition.actions[action].to;
    if (to !== null && typeof to === 'object' && 'oneOf' in to) return to.oneOf as readonly S[];
    if (to !== null && typeof to === 'object' && 'back' in to) return [];
    return [next(action, status)!];
  }

  function permits(caller: PermissionSet | WorkflowCaller<R>, action: A): boolean {
    const { permission, relations } = definition.actions[action];
    const permissions = isPermissionSet(caller) ? caller : caller.permissions;
    if (!permissions.has(permission)) return false;
    if (!relations?.length) return true;
    const held = isPermissionSet(caller) ? undefined : caller.relations;
    return relations.some((relation) => held?.has(relation) ?? false);
  }

  const can = (caller: PermissionSet | WorkflowCaller<R>, action: A, status: S) => permits(caller, action) && allows(action, status);
  return {
    ...definition,
    actionNames,
    allows,
    next,
    targets,
    permits,
    can,
    abilities: (caller, status) => Object.fromEntries(actionNames.map((action) => [action, can(caller, action, status)])) as Record<A, boolean>,
    refusal: (action) => definition.actions[action].invalidStatus ?? definition.invalidStatus,
  };
}
