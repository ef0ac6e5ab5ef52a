import type { ReportDetail, Retest } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ReportTimeline } from './report-timeline.tsx';
import { RetestActions, RetestCard } from './retest-panel.tsx';
import { abilities, HACKER_ID, REPORT_ID, reportDetail, reportEvent } from './test-fixtures.ts';

const EVIDENCE_ID = '3c5e7a9b-1d2f-4a6b-8c0d-2e4f6a8b0c1d';
const STAFF = { id: '4d6f8a0b-2c3e-4b5d-9e1f-3a5c7e9b1d2f', username: 'triage_marta', picture: null };

function retest(overrides: Partial<Retest> = {}): Retest {
  return {
    id: '5e7a9c1d-3b4f-4c6e-8a2b-4c6e8a0c2e4a',
    status: 'pending',
    retester: 'staff',
    fee: null,
    target: { dueAt: '2026-03-16T09:00:00.000Z', doneAt: null, state: 'due' },
    decidedBy: null,
    note: null,
    evidence: [],
    round: 1,
    createdAt: '2026-03-09T09:00:00.000Z',
    abilities: { verify: false, fail: false },
    ...overrides,
  };
}

const fixed = (overrides: Partial<ReportDetail> = {}) => reportDetail({ status: 'fixed', retestStatus: 'pending', retest: retest(), ...overrides });

afterEach(() => vi.unstubAllGlobals());

describe('the retest card', () => {
  it('says who retests, by when, and offers the company no button on a pending retest', () => {
    renderWithProviders(
      <>
        <RetestCard report={fixed()} />
        <RetestActions report={fixed()} />
      </>,
      { user: buildUser({ userType: 'company' }) },
    );
    const card = screen.getByRole('region', { name: 'Verifica della correzione' });
    expect(card).toHaveTextContent('Retest in attesa');
    expect(card).toHaveTextContent('Lo staff della piattaforma');
    expect(card).toHaveTextContent(/Entro il/);
    expect(within(card).getByText('Nei tempi')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Azioni sul retest' })).not.toBeInTheDocument();
  });

  it('shows a hacker retest with its fee, and a failed one with the note, the evidence and what the company does next', () => {
    renderWithProviders(
      <RetestCard
        report={reportDetail({
          status: 'rewarded',
          retestStatus: 'failed',
          abilities: abilities({ fix: true }),
          retest: retest({
            status: 'failed',
            retester: 'hacker',
            fee: 50,
            round: 2,
            decidedBy: { id: HACKER_ID, username: 'ada', picture: null },
            note: 'La fattura 10450 si scarica ancora.',
            evidence: [{ id: EVIDENCE_ID, fileName: 'fattura-10450.png', contentType: 'image/png' }],
            target: { dueAt: '2026-03-16T09:00:00.000Z', doneAt: '2026-03-11T09:00:00.000Z', state: 'met' },
          }),
        })}
      />,
      { user: buildUser({ userType: 'company' }) },
    );
    const card = screen.getByRole('region', { name: 'Verifica della correzione' });
    expect(card).toHaveTextContent('Fix non riuscito');
    expect(card).toHaveTextContent('Retest n. 2');
    expect(card).toHaveTextContent(/compenso di 50,00\s€ dal budget/);
    expect(card).toHaveTextContent('La fattura 10450 si scarica ancora.');
    expect(within(card).getByRole('link', { name: /fattura-10450\.png/ })).toHaveAttribute('href', `/api/uploads/${EVIDENCE_ID}`);
    expect(within(card).getByText('Correggi di nuovo la vulnerabilità')).toBeInTheDocument();
  });

  it('is not there on a report without a retest', () => {
    renderWithProviders(<RetestCard report={reportDetail()} />, { user: buildUser({ userType: 'company' }) });
    expect(screen.queryByRole('region', { name: 'Verifica della correzione' })).not.toBeInTheDocument();
  });
});

describe('recording a retest', () => {
  function setup(report: ReportDetail) {
    const { fetchMock, calls } = mockFetch({
      'POST /api/uploads/presigned-url': () => ({ body: { items: [{ id: EVIDENCE_ID, signedUrl: '/api/uploads/signed/evidence' }] } }),
      'PUT /api/uploads/signed/evidence': () => ({ status: 200 }),
      [`POST /api/reports/${REPORT_ID}/fail-fix`]: () => ({
        body: reportDetail({ status: 'rewarded', retestStatus: 'failed', retest: retest({ status: 'failed', note: 'Non regge.' }) }),
      }),
      [`POST /api/reports/${REPORT_ID}/verify-fix`]: () => ({
        body: reportDetail({ status: 'fixed', retestStatus: 'verified', retest: retest({ status: 'verified', note: 'Regge.' }) }),
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<RetestActions report={report} />, { user: buildUser({ userType: 'staff' }) });
    const posts = (path: string) => calls.filter((call) => call.init?.method === 'POST' && call.url === `/api/reports/${REPORT_ID}/${path}`);
    return { posts };
  }

  const staffRetest = () => fixed({ retest: retest({ abilities: { verify: true, fail: true } }) });

  it('shows exactly the outcomes the retest’s abilities allow', () => {
    setup(staffRetest());
    const group = screen.getByRole('group', { name: 'Azioni sul retest' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Fix verificato', 'Fix non riuscito']);
  });

  it('refuses a failed fix without note and evidence, then sends both once the evidence is uploaded', async () => {
    const user = userEvent.setup();
    const { posts } = setup(staffRetest());
    await user.click(screen.getByRole('button', { name: 'Fix non riuscito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registra il fix come non riuscito' });
    // The form's code arrives with the dialog (fetched when the button is pointed at).
    await user.click(await within(dialog).findByRole('button', { name: 'Registra il fix non riuscito' }));
    expect(await within(dialog).findByText('Allega almeno una prova del fix non riuscito')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Cosa non funziona ancora/ })).toHaveAttribute('aria-invalid', 'true');
    expect(posts('fail-fix')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Cosa non funziona ancora/ }), 'Non regge.');
    await user.upload(within(dialog).getByLabelText('File delle prove del retest'), new File(['png'], 'ancora.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('ancora.png')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Registra il fix non riuscito' }));
    await waitFor(() => expect(posts('fail-fix')).toHaveLength(1));
    expect(JSON.parse(String(posts('fail-fix')[0]?.init?.body))).toEqual({ note: 'Non regge.', evidence: [EVIDENCE_ID] });
    expect(await screen.findByText("Fix non riuscito: il report torna all'azienda")).toBeInTheDocument();
  });

  it('verifies a fix with a note alone', async () => {
    const user = userEvent.setup();
    const { posts } = setup(staffRetest());
    await user.click(screen.getByRole('button', { name: 'Fix verificato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registra il fix come verificato' });
    await user.type(await within(dialog).findByRole('textbox', { name: /Cosa hai verificato/ }), 'Regge.');
    await user.click(within(dialog).getByRole('button', { name: 'Conferma il fix' }));
    await waitFor(() => expect(posts('verify-fix')).toHaveLength(1));
    expect(JSON.parse(String(posts('verify-fix')[0]?.init?.body))).toEqual({ note: 'Regge.', evidence: [] });
  });
});

describe('retests in the timeline', () => {
  it('shows the retest opened and its outcome with the retester’s note and evidence', () => {
    const timeline = [
      reportEvent({ id: '8b7a6c5d-0000-4000-8000-000000000021', type: 'retestOpened' }),
      reportEvent({
        id: '8b7a6c5d-0000-4000-8000-000000000022',
        type: 'retestFailed',
        actor: STAFF,
        reason: 'La fattura 10450 si scarica ancora.',
        media: [{ id: EVIDENCE_ID, fileName: 'fattura-10450.png', contentType: 'image/png' }],
      }),
      reportEvent({ id: '8b7a6c5d-0000-4000-8000-000000000023', type: 'statusChange', actor: null, oldStatus: 'fixed', status: 'rewarded' }),
    ];
    renderWithProviders(<ReportTimeline report={reportDetail({ timeline })} />, { user: buildUser({ userType: 'company' }) });
    expect(screen.getByText('ha segnato il fix: retest aperto')).toBeInTheDocument();
    expect(screen.getByText(/va verificato entro 5 giorni lavorativi/)).toBeInTheDocument();
    expect(screen.getByText('ha registrato un fix non riuscito')).toBeInTheDocument();
    expect(screen.getByText('Nota del retest')).toBeInTheDocument();
    expect(screen.getByText('La fattura 10450 si scarica ancora.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /fattura-10450\.png/ })).toBeInTheDocument();
  });
});
