import type { AuditLogEntry } from '@bb/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayBound } from '../../../lib/dates.ts';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { describeAuditDetails, describeAuditTarget } from './audit-entry-text.ts';
import { AuditLogPage } from './audit-log-page.tsx';

const t = i18next.t.bind(i18next);
const PROGRAM_ID = '9a1b2c3d-0000-4000-8000-000000000001';

function entry(overrides: Partial<AuditLogEntry>): AuditLogEntry {
  return {
    id: '1b2c3d4e-0000-4000-8000-000000000001',
    action: 'program.approve',
    targetType: 'program',
    targetId: PROGRAM_ID,
    details: { name: 'Portale clienti', company: 'Demo Srl' },
    createdAt: '2026-03-01T10:00:00.000Z',
    actor: { id: '0b6f3c5e-8d1a-4c7e-9f00-1a2b3c4d5e6f', username: 'admin', firstName: 'Ada', lastName: null },
    target: { name: 'Portale clienti', amount: null },
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('audit entries in words', () => {
  it('says each typed action as a sentence: euro amounts formatted, booleans in words, names', () => {
    const approve = entry({
      action: 'deposit.approve',
      targetType: 'deposit',
      details: { amount: 24400, payerName: 'Rossi S.p.A.', company: 'Demo Srl', credited: 20000, vatExempt: false },
    });
    expect(describeAuditDetails(approve, t)).toBe(
      'Accreditato il bonifico di 24.400,00\u00a0€ da Rossi S.p.A. a Demo Srl: 20.000,00\u00a0€ sul saldo, esente IVA: no.',
    );
    expect(describeAuditDetails(entry({ action: 'program.delete', details: { name: 'Portale', company: 'Demo Srl', refunded: 1234.5 } }), t)).toBe(
      'Eliminato il programma Portale di Demo Srl: 1.234,50\u00a0€ restituiti al wallet.',
    );
    expect(describeAuditDetails(entry({ action: 'user.block', targetType: 'user', details: { userType: 'hacker', username: 'neo' } }), t)).toBe(
      'Bloccato neo (Hacker).',
    );
    expect(describeAuditDetails(entry({ action: 'program.addTestingAccounts', details: { name: 'Portale', company: 'Demo Srl', count: 3 } }), t)).toBe(
      'Aggiunti 3 account di test al programma Portale di Demo Srl.',
    );
    expect(
      describeAuditDetails(entry({ action: 'program.invite', details: { name: 'Portale', company: 'Demo Srl', hacker: 'neo', status: 'accepted' } }), t),
    ).toBe('Accettata la richiesta di accesso di neo al programma Portale di Demo Srl.');
  });

  it('names changed settings by their label, old → new', () => {
    const changed = entry({
      action: 'settings.update',
      targetType: 'settings',
      targetId: null,
      target: null,
      details: { keys: ['VAT_RATE_PERCENT', 'LOGIN_DISABLED'], changes: { VAT_RATE_PERCENT: { old: 22, new: 21 }, LOGIN_DISABLED: { old: false, new: true } } },
    });
    expect(describeAuditDetails(changed, t)).toBe('Modificate: Aliquota IVA: 22 → 21; Accesso disabilitato: no → sì.');
  });

  it('falls back to label: value pairs for older rows, never JSON or a bare boolean', () => {
    expect(describeAuditDetails(entry({ action: 'company.add_balance', details: { amount: 100, note: { by: 'ops' }, manual: true } }), t)).toBe(
      'amount: 100; note: by: ops; manual: sì',
    );
    // A typed action whose details lack what today's entries record: still readable.
    expect(describeAuditDetails(entry({ action: 'company.addBalance', details: { amount: 100 } }), t)).toBe('amount: 100');
    expect(describeAuditDetails(entry({ action: 'report.triage', details: {} }), t)).toBe('Nessun dettaglio');
  });

  it('shows the target by its current name, a deposit with its amount, never an id', () => {
    expect(describeAuditTarget(entry({}), t)).toEqual({ type: 'Programma', label: 'Portale clienti' });
    expect(describeAuditTarget(entry({ target: { name: null, amount: null } }), t)).toEqual({ type: 'Programma', label: 'programma senza nome' });
    expect(describeAuditTarget(entry({ targetType: 'deposit', target: { name: 'Rossi S.p.A.', amount: 244 } }), t)).toEqual({
      type: 'Bonifico',
      label: 'Rossi S.p.A., 244,00\u00a0€',
    });
    expect(describeAuditTarget(entry({ target: null }), t)).toEqual({ type: 'Programma', label: 'non più presente' });
    expect(describeAuditTarget(entry({ targetType: 'settings', targetId: null, target: null }), t)).toEqual({ type: 'Impostazioni', label: null });
  });

  it('turns picked days into the bounds of those days', () => {
    expect(dayBound(null, false)).toBeNull();
    expect(new Date(dayBound('2026-03-01', true) ?? '').getDate()).toBe(1);
  });
});

describe('audit log page', () => {
  it('lists entries in words, with the target named and no id on screen, and filters by action', async () => {
    const results = [
      entry({}),
      entry({
        id: '1b2c3d4e-0000-4000-8000-000000000002',
        action: 'deposit.skip',
        targetType: 'deposit',
        targetId: '2b2c3d4e-0000-4000-8000-000000000009',
        details: { amount: 244, payerName: 'Rossi S.p.A.' },
        target: { name: 'Rossi S.p.A.', amount: 244 },
      }),
    ];
    const { fetchMock, calls } = mockFetch({ 'GET /api/admin/audit-log': () => ({ body: { count: 2, results } }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AuditLogPage />, { user: buildUser({ userType: 'superadmin' }) });

    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Approvato il programma Portale clienti di Demo Srl.')).toBeInTheDocument();
    expect(within(table).getByText('Rossi S.p.A., 244,00 €')).toBeInTheDocument();
    expect(within(table).getByText('Saltato il bonifico di 244,00 € da Rossi S.p.A.')).toBeInTheDocument();
    expect(table.textContent).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);

    // The date filters are the shared date fields, not native inputs.
    expect(screen.getByRole('button', { name: 'Dal' })).toBeInTheDocument();
    expect(document.querySelector('input[type="date"]')).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: 'Azione' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bonifico saltato' }));
    await vi.waitFor(() => expect(calls.at(-1)?.url).toContain('action=deposit.skip'));
  });

  it("downloads the log's CSV export for the filters on screen, every page, with the separator picked", async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/admin/audit-log': () => ({ body: { count: 1, results: [entry({})] } }),
      'GET /api/admin/audit-log/export.csv': () => ({
        body: 'Data e ora;Utente',
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="audit-log-2026-03-02.csv"' },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    Object.assign(URL, { createObjectURL: () => 'blob:audit', revokeObjectURL: () => {} });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithProviders(<AuditLogPage />, { user: buildUser({ userType: 'superadmin' }) });

    await userEvent.click(await screen.findByRole('combobox', { name: 'Azione' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bonifico saltato' }));
    await userEvent.click(screen.getByRole('button', { name: 'Esporta CSV' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Separatore punto e virgola (;), per Excel in italiano' }));
    await vi.waitFor(() => expect(saved).toEqual(['audit-log-2026-03-02.csv']));
    const exported = calls.filter((call) => call.url.startsWith('/api/admin/audit-log/export.csv')).map((call) => call.url);
    expect(exported).toEqual(['/api/admin/audit-log/export.csv?action=deposit.skip&sort=-createdAt&delimiter=semicolon&lang=it']);
    vi.restoreAllMocks();
  });

  it('says when nothing was recorded', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/admin/audit-log': () => ({ body: { count: 0, results: [] } }) }).fetchMock);
    renderWithProviders(<AuditLogPage />, { user: buildUser({ userType: 'superadmin' }) });
    expect(await screen.findByText('Nessuna attività registrata')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
