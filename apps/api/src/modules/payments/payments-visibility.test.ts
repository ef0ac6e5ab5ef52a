/**
 * Who sees which payment, once (paymentsVisibleTo beside canSeePayment): for every kind of caller the
 * list, its count, the details, the receipts and the wallet agree. A hacker sees their own payments,
 * a super admin every payment, anyone else none (the routes refuse them).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { callersAround, expectFilteredList, expectListMatchesDetails, listedBy, openedBy } from '../../test/visibility.ts';
import { readyHacker } from '../reports/reports.test-support.ts';
import { intentIn, rewardedPayment } from './payments.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 6 });
});

const LIST = '/api/payments/intents?size=100';
const urlsOf = (ids: readonly string[], url: (id: string) => string) => new Map(ids.map((id) => [id, url(id)]));

/** Filters every reader may use (a hacker's list has no company or hacker filter). */
const FILTERS = ['status=pendingStaffApproval', 'status__in=pending,approved', 'kind=reward', 'overdue=true', 'date__gte=2000-01-01&sort=amount'];

describe('payment visibility', () => {
  it('gives every caller the same payments in the list, its count, the details, the receipts and the wallet', async () => {
    // A reward of the owning company's report (not confirmed: no receipt), and occasional work confirmed (a receipt).
    const { setup, intentId: reward } = await rewardedPayment(ctx);
    const owner = setup.hacker;
    const ownReceipt = await intentIn(ctx, owner, 'pendingStaffApproval', { regime: 'it_occasional_employee' });
    const another = await readyHacker(ctx);
    const othersPayment = await intentIn(ctx, another, 'approved', { regime: 'it_occasional_self_employed', grossCents: 70_000 });
    const all = [reward, ownReceipt, othersPayment];
    const withReceipt = [ownReceipt, othersPayment];
    const expected: Record<string, string[]> = {
      'hacker who owns': [reward, ownReceipt].sort(),
      'another hacker': [othersPayment],
      superadmin: [...all].sort(),
    };

    const callers = await callersAround(ctx, setup.company, { 'hacker who owns': owner, 'another hacker': another }, { staff: setup.staff });
    const everyMatch = new Map<string, string[]>();
    const superadmin = callers.find((caller) => caller.name === 'superadmin')!;
    for (const filter of FILTERS) everyMatch.set(filter, (await listedBy(superadmin.client, `${LIST}&${filter}`))?.ids ?? []);

    for (const caller of callers) {
      const seen = await expectListMatchesDetails(
        caller.client,
        LIST,
        urlsOf(all, (id) => `/api/payments/intents/${id}`),
      );
      // Company members and staff: the routes refuse them, payments are not theirs to know.
      expect({ caller: caller.name, seen }).toEqual({ caller: caller.name, seen: expected[caller.name] ?? null });
      const receipts = await openedBy(
        caller.client,
        urlsOf(all, (id) => `/api/payments/intents/${id}/receipt.pdf`),
        seen === null ? 403 : 404,
      );
      expect({ caller: caller.name, receipts }).toEqual({ caller: caller.name, receipts: (seen ?? []).filter((id) => withReceipt.includes(id)) });
      for (const filter of FILTERS) await expectFilteredList(caller.client, `${LIST}&${filter}`, seen, everyMatch.get(filter)!);
    }

    // The filters did filter; the super admin's own filter by the hacker's name counts the page's rows.
    expect(everyMatch.get('status=pendingStaffApproval')).toEqual([ownReceipt]);
    const byName = await listedBy(superadmin.client, `${LIST}&hacker__icontains=${another.user.username}`);
    expect(byName).toEqual({ ids: [othersPayment], count: 1, countCapped: false });
  });

  it("sums in the hacker's wallet exactly the payments of their list", async () => {
    const hacker = await readyHacker(ctx);
    await intentIn(ctx, hacker, 'pending', { grossCents: 30_000 });
    await intentIn(ctx, hacker, 'sent', { grossCents: 45_000 });
    const someoneElse = await readyHacker(ctx);
    await intentIn(ctx, someoneElse, 'pending', { grossCents: 99_900 });

    const page = (await hacker.client.get(LIST)).json() as { count: number; results: { bountyTotalAmount: number }[] };
    const wallet = (await hacker.client.get('/api/payments/wallet')).json() as { earned: number };
    expect(page.count).toBe(2);
    expect(wallet.earned).toBe(page.results.reduce((sum, row) => sum + row.bountyTotalAmount, 0));
    expect(wallet.earned).toBe(750);
  });
});
