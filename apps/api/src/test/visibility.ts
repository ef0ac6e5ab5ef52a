/**
 * Visibility by caller kind, for the tests that compare an area's list, its count and its details (one
 * condition per area: `reportsVisibleTo`, `paymentsVisibleTo`): every kind of caller around a company's
 * records, and the checks that what a caller lists is exactly what they may open.
 */
import { expect } from 'vitest';
import { COMPANY_ROLES } from '@bb/domain';
import { addMember, companyWithAdmin, signIn, type SignedIn } from '../modules/companies/companies.test-support.ts';
import type { TestContext } from './test-app.ts';
import type { TestClient } from './test-client.ts';

export interface VisibilityCaller {
  name: string;
  client: TestClient;
}

/**
 * The hackers given (by name: they own the records), a member of `company` in each role (its admin given, one new
 * member per other role), the admin of another company, staff and a super admin.
 */
export async function callersAround(
  ctx: TestContext,
  company: SignedIn & { companyId: string },
  hackers: Record<string, SignedIn>,
  others: { otherCompany?: SignedIn; staff?: SignedIn } = {},
): Promise<VisibilityCaller[]> {
  const members = await Promise.all(
    COMPANY_ROLES.map(async (role) => ({
      name: `company ${role}`,
      client: role === 'ADMIN' ? company.client : (await addMember(ctx, company.companyId, { role })).client,
    })),
  );
  const [otherCompany, staff, superadmin] = await Promise.all([
    others.otherCompany ?? companyWithAdmin(ctx),
    others.staff ?? signIn(ctx, 'staff'),
    signIn(ctx, 'superadmin'),
  ]);
  return [
    ...Object.entries(hackers).map(([name, hacker]) => ({ name, client: hacker.client })),
    ...members,
    { name: 'another company', client: otherCompany.client },
    { name: 'staff', client: staff.client },
    { name: 'superadmin', client: superadmin.client },
  ];
}

/** The ids among `urls` (id -> URL) that answer 200 to the client; every other one must answer `refused`. */
export async function openedBy(client: TestClient, urls: ReadonlyMap<string, string>, refused: number): Promise<string[]> {
  const opened: string[] = [];
  for (const [id, url] of urls) {
    const response = await client.get(url);
    if (response.statusCode === 200) opened.push(id);
    else expect({ url, status: response.statusCode }, response.body).toEqual({ url, status: refused });
  }
  return opened.sort();
}

/** A list page's ids (sorted) and count, or null when the route refuses the caller (403). */
export async function listedBy(client: TestClient, url: string): Promise<{ ids: string[]; count: number; countCapped: boolean } | null> {
  const response = await client.get(url);
  if (response.statusCode === 403) return null;
  expect({ url, status: response.statusCode }, response.body).toEqual({ url, status: 200 });
  const page = response.json() as { count: number; countCapped?: boolean; results: { id: string }[] };
  return { ids: page.results.map((row) => row.id).sort(), count: page.count, countCapped: page.countCapped ?? false };
}

/**
 * The list and the details agree for the caller: the listed ids are exactly those whose detail answers 200, every
 * other detail answers 404 (403 for all when the route refuses the caller's list), and the count is the list's length
 * (the list URL asks for a page large enough for all). Answers the ids the caller sees, null when refused.
 */
export async function expectListMatchesDetails(client: TestClient, listUrl: string, details: ReadonlyMap<string, string>): Promise<string[] | null> {
  const listed = await listedBy(client, listUrl);
  const opened = await openedBy(client, details, listed === null ? 403 : 404);
  expect(opened).toEqual(listed?.ids ?? []);
  if (listed) expect({ count: listed.count, countCapped: listed.countCapped }).toEqual({ count: listed.ids.length, countCapped: false });
  return listed === null ? null : opened;
}

/**
 * A filtered list agrees with the unfiltered one: the caller's filtered ids are the ids they see (`visible`, null when
 * their list is refused: so is this one) that the super admin's list with the same filter holds (`everyMatch`), and
 * its count is its length.
 */
export async function expectFilteredList(client: TestClient, url: string, visible: readonly string[] | null, everyMatch: readonly string[]): Promise<void> {
  const listed = await listedBy(client, url);
  if (visible === null || listed === null) {
    expect({ url, refused: listed === null }).toEqual({ url, refused: visible === null });
    return;
  }
  expect({ url, ids: listed.ids }).toEqual({ url, ids: visible.filter((id) => everyMatch.includes(id)).sort() });
  expect({ url, count: listed.count, countCapped: listed.countCapped }).toEqual({ url, count: listed.ids.length, countCapped: false });
}
