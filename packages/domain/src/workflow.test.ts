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

describe.each(Object.entries(WORKFLOWS))('%s workflow', (_name, workflow: Workflow<string, string>) => {
  it('names only its own statuses and known permissions', () => {
    for (const action of workflow.actionNames) {
      const { from, to, permission } = workflow.actions[action]!;
      expect(from.every((status) => workflow.statuses.includes(status))).toBe(true);
      const targets = to === null ? [] : typeof to === 'string' ? [to] : Object.entries(to).flatMap(([source, target]) => [source, target!]);
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
        const expectedNext = !allowed ? null : rule.to === null ? status : typeof rule.to === 'string' ? rule.to : (rule.to[status] ?? status);
        expect(workflow.next(action, status)).toBe(expectedNext);
        for (const subject of PERMISSION_SUBJECTS) {
          const permissions = permissionsOf(subject.userType, subject.companyRole);
          const expected = allowed && grants(rule.permission, subject.userType, subject.companyRole);
          expect({ who: subjectName(subject), can: workflow.can(permissions, action, status) }).toEqual({ who: subjectName(subject), can: expected });
          expect(workflow.abilities(permissions, status)[action]).toBe(expected);
        }
        expect(workflow.can(SYSTEM_PERMISSIONS, action, status)).toBe(allowed && 'system' in PERMISSIONS[rule.permission]);
      });
    }
  }
});
