import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { permissionsOf } from '../permissions.ts';
import { DEPOSIT_STATES, DEPOSIT_WORKFLOW, depositColumns, depositState, findReferenceCode } from './rules.ts';
import { addBalanceSchema, approveTransferSchema, recordTransferSchema } from './schemas.ts';

describe('deposit states', () => {
  it('allows each action only where the table says', () => {
    const allowed = DEPOSIT_STATES.map((state) => {
      const { accreditationStatus, invoiceStatus } = depositColumns(state);
      const abilities = DEPOSIT_WORKFLOW.abilities(permissionsOf('superadmin', null), state);
      const actions = Object.entries(abilities).filter(([, ok]) => ok);
      return `${accreditationStatus}/${invoiceStatus}: ${actions.map(([action]) => action).join(',')}`;
    });
    expect(allowed).toEqual([
      'pending/pending: approve,skip',
      'accredited/generated: sendInvoice,skipInvoice',
      'accredited/sent: ',
      'accredited/skipped: ',
      'skipped/pending: skipInvoice',
      'skipped/skipped: ',
    ]);
  });

  it('reads each state back from the columns it writes', () => {
    expect(DEPOSIT_STATES.map((state) => depositState(depositColumns(state)))).toEqual([...DEPOSIT_STATES]);
  });

  it('leaves the deposit actions to super admins', () => {
    expect(DEPOSIT_WORKFLOW.abilities(permissionsOf('staff', null), 'pending')).toEqual({
      approve: false,
      skip: false,
      sendInvoice: false,
      skipInvoice: false,
    });
    expect(DEPOSIT_WORKFLOW.abilities(permissionsOf('company', 'ADMIN'), 'pending')).toEqual({
      approve: false,
      skip: false,
      sendInvoice: false,
      skipInvoice: false,
    });
  });
});

describe('findReferenceCode', () => {
  it('finds the code however the bank wrote it', () => {
    expect(
      ['Ricarica BB-ABCD2345', 'ricarica bb- abcd 2345 rossi', 'BBABCD2345', 'bonifico BB-ABCD234', 'BB-ABCD1345', 'nothing'].map(findReferenceCode),
    ).toEqual(['BB-ABCD2345', 'BB-ABCD2345', 'BB-ABCD2345', null, null, null]);
  });
});

describe('banking schemas', () => {
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

  it('bounds the admin adjustment to 100..999,999.99 either way, two decimals', () => {
    for (const amount of [100, -100, 999_999.99, -999_999.99, 250.5]) expect(addBalanceSchema.safeParse({ amount }).success).toBe(true);
    for (const amount of [99.99, -99.99, 0, 1_000_000, 100.001])
      expect(messages(addBalanceSchema.safeParse({ amount }))).toEqual(['validation.banking.adjustment']);
    expect(messages(addBalanceSchema.safeParse({}))).toEqual(['validation.required']);
  });

  it('needs a company to approve', () => {
    expect(messages(approveTransferSchema.safeParse({ vatExempt: true }))).toEqual(['validation.banking.companyRequired']);
    expect(approveTransferSchema.parse({ companyId: '00000000-0000-4000-8000-000000000000' }).vatExempt).toBe(false);
  });

  it('records a transfer with a positive amount, a past date and a payer', () => {
    // Saturday 00:30 in Rome, still Friday in UTC: the Italian "today" is a valid date, the day after is not.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T23:30:00Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    expect(recordTransferSchema.parse({ amount: 1220, date: '2026-11-20', payerName: ' Acme ' })).toEqual({
      amount: 1220,
      date: '2026-11-20',
      payerName: 'Acme',
      description: '',
    });
    expect(recordTransferSchema.safeParse({ amount: 1220, date: '2026-11-21', payerName: 'Acme' }).success).toBe(true);
    expect(messages(recordTransferSchema.safeParse({ amount: 1220, date: '2026-11-22', payerName: 'Acme' }))).toEqual(['validation.banking.dateFuture']);
    expect(messages(recordTransferSchema.safeParse({ amount: 1220, date: '2999-01-01', payerName: 'Acme' }))).toEqual(['validation.banking.dateFuture']);
  });
});
