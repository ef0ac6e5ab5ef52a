/**
 * Generated from the tables: for every workflow, action, status and caller the permission table
 * distinguishes, `can`, `next` and `abilities` say what the table says. A new action or status is
 * covered without new test code.
 */
import { describe, expect, it } from 'vitest';
import { grants, permissionsOf, PERMISSION_SUBJECTS, PERMISSIONS, SYSTEM_PERMISSIONS } from './permissions.ts';
import { WORKFLOWS } from './workflows.ts';
import type { Workflow } from './workflow.ts';

const subjectName = (s: (typeof PERMISSION_SUBJECTS)[number]) => (s.userType === 'company' ? `company ${s.companyRole ?? '(no company)'}` : s.userType);

/** Every status a table names as a target. */
function namedTargets(to: Workflow<string, string, string>['actions'][string]['to']): string[] {
  if (to === null) return [];
  if (typeof to === 'string') return [to];
  if ('oneOf' in to) return [...(to.oneOf as string[])];
  if ('back' in to) return [];
  return Object.entries(to as Record<string, string>).flatMap(([source, target]) => [source, target]);
}

/** The status the table says an action leads to, given the caller's choice and the status before. */
function expectedNext(
  rule: Workflow<string, string, string>['actions'][string],
  status: string,
  context: { choice?: string; previous?: string },
): string | null {
  if (!rule.from.includes(status)) return null;
  const { to } = rule;
  if (to === null) return status;
  if (typeof to === 'string') return to;
  if ('oneOf' in to) return context.choice && (to.oneOf as string[]).includes(context.choice) ? context.choice : null;
  if ('back' in to) return context.previous ?? null;
  return (to as Record<string, string>)[status] ?? status;
}

describe.each(Object.entries(WORKFLOWS))('%s workflow', (_name, workflow: Workflow<string, string, string>) => {
  it('names only its own statuses and known permissions', () => {
    for (const action of workflow.actionNames) {
      const { from, to, permission } = workflow.actions[action]!;
      expect(from.every((status) => workflow.statuses.includes(status))).toBe(true);
      const targets = namedTargets(to);
      expect(targets.every((status) => workflow.statuses.includes(status))).toBe(true);
      expect(PERMISSIONS).toHaveProperty([permission]);
    }
  });

  for (const action of workflow.actionNames) {
    for (const status of workflow.statuses) {
      const rule = workflow.actions[action]!;
      const allowed = rule.from.includes(status);
      it(`${action} from ${status}: ${allowed ? 'allowed' : 'refused'}`, () => {
        expect(workflow.allows(action, status)).toBe(allowed);
        for (const choice of [undefined, ...workflow.statuses]) {
          for (const previous of [undefined, ...workflow.statuses]) {
            const context = { choice, previous };
            expect({ choice, previous, next: workflow.next(action, status, context) }).toEqual({ choice, previous, next: expectedNext(rule, status, context) });
          }
        }
        // Every relation the table names, held or not: the permission and one named relation are both needed.
        const relationSets: ReadonlySet<string>[] = [new Set(), ...(rule.relations ?? []).map((relation) => new Set([relation]))];
        for (const subject of PERMISSION_SUBJECTS) {
          const permissions = permissionsOf(subject.userType, subject.companyRole);
          for (const relations of relationSets) {
            const related = !rule.relations?.length || rule.relations.some((relation) => relations.has(relation));
            const expected = allowed && grants(rule.permission, subject.userType, subject.companyRole) && related;
            const who = `${subjectName(subject)} [${[...relations].join(',')}]`;
            expect({ who, can: workflow.can({ permissions, relations }, action, status) }).toEqual({ who, can: expected });
            expect(workflow.abilities({ permissions, relations }, status)[action]).toBe(expected);
          }
        }
        expect(workflow.can(SYSTEM_PERMISSIONS, action, status)).toBe(allowed && 'system' in PERMISSIONS[rule.permission] && !rule.relations?.length);
      });
    }
  }
});
