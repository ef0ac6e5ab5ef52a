/**
 * The one way to declare a state machine. A workflow is a table of actions, each with the
 * statuses it may start from, the status it leads to (null: the status stays) and the permission
 * it needs. `allows`, `next`, `can` and `abilities` all read that table, so the API's transitions,
 * the answer's `abilities` and the generated tests cannot disagree.
 */
import type { ErrorCode } from './errors.ts';
import type { Permission, PermissionSet } from './permissions.ts';

export interface WorkflowAction<S extends string> {
  from: readonly S[];
  /**
   * The status the action leads to: one for every from-state, one per from-state (a map), or
   * null when the status stays as it is (an action on the record that is not a move).
   */
  to: S | Partial<Record<S, S>> | null;
  permission: Permission;
  /** The refusal when the status does not allow the action, if not the workflow's own. */
  invalidStatus?: ErrorCode;
}

export interface WorkflowDefinition<S extends string, A extends string> {
  /** The area, used in event and audit names (`program.approve`). */
  name: string;
  statuses: readonly S[];
  actions: Record<A, WorkflowAction<S>>;
  /** The error answered when the status does not allow an action (INVALID_PROGRAM_STATUS ...). */
  invalidStatus: ErrorCode;
}

export interface Workflow<S extends string, A extends string> extends WorkflowDefinition<S, A> {
  actionNames: readonly A[];
  /** Whether the table lets `action` start from `status`. */
  allows(action: A, status: S): boolean;
  /** The status after `action` from `status`, or null when the table refuses it. */
  next(action: A, status: S): S | null;
  /** Whether a caller with these permissions may take `action` from `status`. */
  can(permissions: PermissionSet, action: A, status: S): boolean;
  /** Every action mapped to `can`: the answer's `abilities`, so the UI shows only what is allowed. */
  abilities(permissions: PermissionSet, status: S): Record<A, boolean>;
  /** The error a refused status answers for `action`. */
  refusal(action: A): ErrorCode;
}

function target<S extends string>(to: WorkflowAction<S>['to'], status: S): S {
  if (to === null) return status;
  if (typeof to === 'string') return to;
  return to[status] ?? status;
}

export function defineWorkflow<const S extends string, const A extends string>(
  definition: Omit<WorkflowDefinition<S, A>, 'actions'> & { actions: Record<A, WorkflowAction<NoInfer<S>>> },
): Workflow<S, A> {
  const actionNames = Object.keys(definition.actions) as A[];
  const allows = (action: A, status: S) => definition.actions[action].from.includes(status);
  const can = (permissions: PermissionSet, action: A, status: S) => permissions.has(definition.actions[action].permission) && allows(action, status);
  return {
    ...definition,
    actionNames,
    allows,
    next: (action, status) => (allows(action, status) ? target(definition.actions[action].to, status) : null),
    can,
    abilities: (permissions, status) => Object.fromEntries(actionNames.map((action) => [action, can(permissions, action, status)])) as Record<A, boolean>,
    refusal: (action) => definition.actions[action].invalidStatus ?? definition.invalidStatus,
  };
}
