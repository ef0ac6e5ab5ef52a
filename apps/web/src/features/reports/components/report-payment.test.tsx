import type { PaymentSummary } from '@bb/domain';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ReportDetailPage } from './report-detail-page.tsx';
import { ReportPayment } from './report-payment.tsx';
import { HACKER_ID, REPORT_ID, reportDetail } from './test-fixtures.ts';

/** A 1.000 € bounty under Italian ordinary VAT: +22% VAT, 20% withholding. */
function payment(overrides: Partial<PaymentSummary> = {}): PaymentSummary {
  return {
    id: '3f1e2d3c-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
    status: 'ibanNotValid',
    statusReason: 'IBAN inesistente (AC01)',
    statusChangedBy: null,
    statusChangedAt: '2026-03-20T09:00:00.000Z',
    dueDate: '2026-03-23T09:00:00.000Z',
    overdue: true,
    bountyTotalAmount: 1000,
    vatAmount: 220,
    withholdingAmount: 200,
    stampDutyAmount: 2,
    transferAmount: 1020,
    inpsDue: false,
    inpsTaxableAmount: 0,
    inpsHackerAmount: 0,
    inpsPlatformAmount: 0,
    inpsTerms: null,
    ...overrides,
  };
}

const hacker = buildUser({ id: HACKER_ID, userType: 'hacker' });
const company = buildUser({ userType: 'company', permissions: { companyRoles: [{ companyId: '7d3c1a52-5a0e-4f8e-9b55-1f2e3d4c5b6a', role: 'ADMIN' }] } });

const card = () => screen.getByRole('region', { name: 'Pagamento della ricompensa' });

afterEach(() => vi.unstubAllGlobals());

describe("a report's payout card", () => {
  it('shows the status with its reason, the figures and the overdue due date', () => {
    renderWithProviders(<ReportPayment report={reportDetail({ payment: payment() })} />, { user: company });
    const view = within(card());
    expect(view.getByText('IBAN non valido')).toBeInTheDocument();
    expect(view.getByText('Motivo: IBAN inesistente (AC01)')).toBeInTheDocument();
    expect(view.getByText('Scaduto')).toBeInTheDocument();
    const value = (label: string) => view.getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(value('Ricompensa lorda')).toBe('1.000,00 €');
    expect(value('IVA')).toBe('220,00 €');
    expect(value("Ritenuta d'acconto")).toBe('200,00 €');
    expect(value('Imposta di bollo')).toBe('2,00 €');
    expect(value('Bonifico netto')).toBe('1.020,00 €');
    expect(value('Scadenza')).toBe('23 marzo 2026');
  });

  it("shows the company the INPS shares of occasional work above the year's threshold, and no tax code", () => {
    const terms = { threshold: 5000, hackerPercent: 11.24, platformPercent: 22.48 };
    const occasional = payment({ vatAmount: 0, withholdingAmount: 540, stampDutyAmount: 2, transferAmount: 1856.52, bountyTotalAmount: 2700, inpsDue: true });
    const inps = { inpsTaxableAmount: 2700, inpsHackerAmount: 303.48, inpsPlatformAmount: 606.96, inpsTerms: terms };
    renderWithProviders(<ReportPayment report={reportDetail({ payment: { ...occasional, ...inps } })} />, { user: company });
    const view = within(card());
    const value = (label: string) => view.getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(value("Contributi INPS a carico dell'hacker (11,24% di 2.700,00 €)")).toBe('303,48 €');
    expect(value('Contributi INPS a carico della piattaforma (22,48% di 2.700,00 €)')).toBe('606,96 €');
    expect(value('Bonifico netto')).toBe('1.856,52 €');
  });

  it('shows no INPS line where nothing is due', () => {
    renderWithProviders(<ReportPayment report={reportDetail({ payment: payment() })} />, { user: company });
    expect(within(card()).queryByText(/INPS/)).not.toBeInTheDocument();
  });

  it('gives the company no wallet link', () => {
    renderWithProviders(<ReportPayment report={reportDetail({ payment: payment({ overdue: false, statusReason: null, status: 'accredited' }) })} />, {
      user: company,
    });
    expect(within(card()).getByText('Accreditato')).toBeInTheDocument();
    expect(within(card()).queryByText('Scaduto')).not.toBeInTheDocument();
    expect(within(card()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('links the hacker who reported it to their wallet', () => {
    renderWithProviders(<ReportPayment report={reportDetail({ payment: payment() })} />, { user: hacker });
    expect(within(card()).getByRole('link', { name: 'Apri nel tuo wallet' })).toHaveAttribute('href', '/wallet');
  });

  it('is not there before a reward', () => {
    renderWithProviders(<ReportPayment report={reportDetail({ payment: null })} />, { user: hacker });
    expect(screen.queryByRole('region', { name: 'Pagamento della ricompensa' })).not.toBeInTheDocument();
  });

  it('is on the report page when the report has a payment', async () => {
    const { fetchMock } = mockFetch({
      [`GET /api/reports/${REPORT_ID}`]: () => ({ body: reportDetail({ status: 'rewarded', reward: 1000, payment: payment() }) }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <Routes>
        <Route path="/reports/:id" element={<ReportDetailPage />} />
      </Routes>,
      { user: hacker, route: `/reports/${REPORT_ID}` },
    );
    expect(await screen.findByRole('region', { name: 'Pagamento della ricompensa' })).toBeInTheDocument();
    expect(within(card()).getByText('1.020,00 €')).toBeInTheDocument();
  });
});
