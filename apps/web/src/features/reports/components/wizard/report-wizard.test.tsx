import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../../test/render.tsx';
import { ReportDetailPage } from '../report-detail-page.tsx';
import { reportDetail } from '../test-fixtures.ts';
import { ReportWizardPage } from './report-wizard-page.tsx';
import { ReportWizard } from './report-wizard.tsx';
import { PROGRAM_ID, REPORT_ID, reportProgram, TARGET_ID } from './test-fixtures.ts';

// The editor's own chunk is fetched first, as a page has it by the time anyone reaches the description.
beforeAll(async () => {
  await import('../../../../components/rich-text-editor.tsx');
});

const hacker = buildUser({ userType: 'hacker' });
const CRITICAL = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N';

afterEach(() => vi.unstubAllGlobals());

function renderWizard(routes: Parameters<typeof mockFetch>[0] = {}) {
  const mock = mockFetch({ 'GET /api/reports/ip': () => ({ body: { ip: '::ffff:203.0.113.7' } }), ...routes });
  vi.stubGlobal('fetch', mock.fetchMock);
  const onSubmitted = vi.fn();
  renderWithProviders(<ReportWizard program={reportProgram()} onSubmitted={onSubmitted} />, { user: hacker });
  return { ...mock, onSubmitted };
}

const forward = () => userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
const STEPS = ['Informazioni generali', 'Descrizione', 'Allegati e ambiente', 'Riepilogo'];
/** The step's heading under the stepper ("Passaggio 2 di 4" above it: the template has a "Descrizione" heading too). */
const expectStep = (name: string) => expect(screen.getByText(`Passaggio ${STEPS.indexOf(name) + 1} di 4`).nextElementSibling).toHaveTextContent(name);

describe('report wizard', () => {
  it('stays on the first step and marks its fields when Forward is pressed on an empty step', async () => {
    renderWizard();
    await forward();
    expectStep('Informazioni generali');
    expect(screen.getByRole('textbox', { name: 'Titolo' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Obiettivo' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Gravità' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps only the characters a title allows', async () => {
    renderWizard();
    const title = screen.getByRole('textbox', { name: 'Titolo' });
    await userEvent.type(title, "XSS <script> nell'area 2!");
    expect(title).toHaveValue("XSS script nell'area 2");
  });

  it('fills the calculator from a pasted vector and makes the severity follow its score', async () => {
    renderWizard();
    await userEvent.click(screen.getByRole('textbox', { name: 'Vettore CVSS 4.0' }));
    await userEvent.paste(CRITICAL);
    expect(within(screen.getByRole('radiogroup', { name: 'Vettore di attacco' })).getByRole('radio', { name: 'Rete' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Gravità' })).toHaveValue('Critica'));
    expect(screen.getByText('9.3 (Critica)')).toBeInTheDocument();
  });

  it('says a pasted vector is malformed and keeps the choices empty', async () => {
    renderWizard();
    const vector = screen.getByRole('textbox', { name: 'Vettore CVSS 4.0' });
    await userEvent.click(vector);
    await userEvent.paste('CVSS:4.0/AV:N/AC:L/AT:X');
    await waitFor(() => expect(vector).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(/Inserisci un vettore CVSS 4.0 completo/)).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: 'Vettore di attacco' })).getByRole('radio', { name: 'Rete' })).not.toBeChecked();
  });

  it('walks the four steps, recaps what was entered and sends it', async () => {
    const { calls, onSubmitted } = renderWizard({
      'POST /api/reports': () => ({ status: 201, body: { id: REPORT_ID, program: { id: PROGRAM_ID } } }),
    });
    await userEvent.click(screen.getByRole('textbox', { name: 'Titolo' }));
    await userEvent.paste('XSS riflesso nella ricerca');
    await userEvent.click(screen.getByRole('combobox', { name: 'Obiettivo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'portale.example.it (Applicazione web)' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Vettore CVSS 4.0' }));
    await userEvent.paste(CRITICAL);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Gravità' })).toHaveValue('Critica'));
    await forward();

    expectStep('Descrizione');
    // The content starts from the template's headings.
    expect(await screen.findByRole('heading', { name: 'Proof of Concept' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: 'Endpoint' }));
    await userEvent.paste('https://portale.example.it/cerca');
    await userEvent.click(screen.getByRole('textbox', { name: 'Payload' }));
    await userEvent.paste('"><img src=x onerror=alert(1)>');
    await forward();

    expectStep('Allegati e ambiente');
    // Prefilled with the caller's address, filtered like typing.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Indirizzo IP' })).toHaveValue('203.0.113.7'));
    await forward();
    expectStep('Allegati e ambiente');
    expect(screen.getByRole('textbox', { name: 'Ambiente' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('textbox', { name: 'Ambiente' }));
    await userEvent.paste('Chrome 130 su Windows 11');
    await forward();

    expectStep('Riepilogo');
    const general = screen.getByRole('region', { name: 'Informazioni generali' });
    expect(within(general).getByText('XSS riflesso nella ricerca')).toBeInTheDocument();
    expect(within(general).getByText('portale.example.it')).toBeInTheDocument();
    expect(within(general).getByText('Critica')).toBeInTheDocument();
    expect(within(general).getByText(CRITICAL)).toBeInTheDocument();
    const description = screen.getByRole('region', { name: 'Descrizione' });
    expect(within(description).getByText('https://portale.example.it/cerca')).toBeInTheDocument();
    expect(within(description).getByText('"><img src=x onerror=alert(1)>')).toBeInTheDocument();
    const extra = screen.getByRole('region', { name: 'Allegati e ambiente' });
    expect(within(extra).getByText('Chrome 130 su Windows 11')).toBeInTheDocument();
    expect(within(extra).getByText('203.0.113.7')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Conferma e invia' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const post = calls.find((call) => call.init?.method === 'POST');
    const body = JSON.parse(String(post?.init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      programId: PROGRAM_ID,
      title: 'XSS riflesso nella ricerca',
      target: TARGET_ID,
      severity: 'critical',
      severityDescription: CRITICAL,
      endpoint: 'https://portale.example.it/cerca',
      payload: '"><img src=x onerror=alert(1)>',
      bugChain: null,
      media: [],
      environment: 'Chrome 130 su Windows 11',
      ipAddress: '203.0.113.7',
    });
    expect(body.content).toMatchObject({ type: 'doc', content: expect.arrayContaining([expect.objectContaining({ type: 'heading' })]) });
  }, 30_000);

  it("sends staff's report on a company's behalf with the hacker it counts for", async () => {
    const mock = mockFetch({
      'GET /api/reports/ip': () => ({ body: { ip: '198.51.100.4' } }),
      'POST /api/reports': () => ({ status: 201, body: { id: REPORT_ID, program: { id: PROGRAM_ID } } }),
    });
    vi.stubGlobal('fetch', mock.fetchMock);
    const onSubmitted = vi.fn();
    renderWithProviders(<ReportWizard program={reportProgram()} staff onSubmitted={onSubmitted} />, { user: buildUser({ userType: 'staff' }) });
    await userEvent.click(screen.getByRole('textbox', { name: /Hacker/ }));
    await userEvent.paste('@Volpe_Rossa');
    await userEvent.click(screen.getByRole('textbox', { name: 'Titolo' }));
    await userEvent.paste('Segnalazione arrivata via email');
    await userEvent.click(screen.getByRole('combobox', { name: 'Obiettivo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'portale.example.it (Applicazione web)' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Gravità' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Alta' }));
    await forward();
    expectStep('Descrizione');
    await forward();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Indirizzo IP' })).toHaveValue('198.51.100.4'));
    await userEvent.click(screen.getByRole('textbox', { name: 'Ambiente' }));
    await userEvent.paste('Segnalazione esterna');
    await forward();
    await userEvent.click(screen.getByRole('button', { name: 'Conferma e invia' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const post = mock.calls.find((call) => call.init?.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toMatchObject({ programId: PROGRAM_ID, title: 'Segnalazione arrivata via email', hacker: 'volpe_rossa' });
  }, 30_000);

  /** The shortest way to the recap: a title, the target, a low severity and the environment. */
  async function fillToRecap() {
    await userEvent.type(screen.getByRole('textbox', { name: 'Titolo' }), 'Titolo');
    await userEvent.click(screen.getByRole('combobox', { name: 'Obiettivo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'portale.example.it (Applicazione web)' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Gravità' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bassa' }));
    await forward();
    await forward();
    await userEvent.type(screen.getByRole('textbox', { name: 'Ambiente' }), 'Firefox');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Indirizzo IP' })).toHaveValue('203.0.113.7'));
    await forward();
  }

  it('opens the new report once sent, its receipt (fingerprint and server time) in view and focused for a screen reader', async () => {
    const sent = reportDetail({ id: REPORT_ID, title: 'Titolo', receipt: { sha256: 'f'.repeat(64), at: '2026-03-02T09:00:00.000Z' } });
    const mock = mockFetch({
      'GET /api/profile/completion': () => ({ body: { kycCompleted: true, taxRegimeConfigured: true, ibanConfigured: true, progressPercentage: 100 } }),
      [`GET /api/programs/${PROGRAM_ID}`]: () => ({ body: reportProgram() }),
      'GET /api/reports/ip': () => ({ body: { ip: '203.0.113.7' } }),
      'POST /api/reports': () => ({ status: 201, body: sent }),
      [`GET /api/reports/${REPORT_ID}`]: () => ({ body: sent }),
    });
    vi.stubGlobal('fetch', mock.fetchMock);
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderWithProviders(
      <Routes>
        <Route path="/create-report/:programId" element={<ReportWizardPage />} />
        <Route path="/reports/:id" element={<ReportDetailPage />} />
      </Routes>,
      { user: hacker, route: `/create-report/${PROGRAM_ID}` },
    );
    await screen.findByRole('textbox', { name: 'Titolo' });
    await fillToRecap();
    await userEvent.click(screen.getByRole('button', { name: 'Conferma e invia' }));

    const receipt = await screen.findByRole('region', { name: 'Ricevuta di invio' });
    await waitFor(() => expect(receipt).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(receipt);
    expect(within(receipt).getByText('Report inviato. Riceverai una notifica a ogni aggiornamento.')).toBeInTheDocument();
    expect(within(receipt).getByLabelText('Impronta SHA-256')).toHaveTextContent('f'.repeat(64));
    expect(within(receipt).getByText(/^Ricevuto il /)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Titolo', level: 1 })).toBeInTheDocument();
  }, 30_000);

  it('says a report over the limit was not sent and when another can be, keeping the recap', async () => {
    const { onSubmitted } = renderWizard({
      'POST /api/reports': () => ({
        status: 429,
        headers: { 'Retry-After': '360' },
        body: { code: 'TOO_MANY_REQUESTS', message: 'Troppe richieste, riprova tra qualche minuto.' },
      }),
    });
    await fillToRecap();
    await userEvent.click(screen.getByRole('button', { name: 'Conferma e invia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Si è verificato un problema' });
    expect(dialog).toHaveTextContent('Troppe richieste, riprova tra qualche minuto.');
    expect(dialog).toHaveTextContent('Non è stato salvato nulla: puoi riprovare tra 6 minuti.');
    expect(onSubmitted).not.toHaveBeenCalled();
    expectStep('Riepilogo');
  }, 30_000);

  it('puts a server field error on its field and opens its step', async () => {
    renderWizard({
      'POST /api/reports': () => ({
        status: 422,
        body: { code: 'VALIDATION_ERROR', message: 'invalid', fields: { title: ['Titolo già usato'] } },
      }),
    });
    await fillToRecap();
    await userEvent.click(screen.getByRole('button', { name: 'Conferma e invia' }));
    expect(await screen.findByText('Titolo già usato')).toBeInTheDocument();
    expectStep('Informazioni generali');
  });
});

describe('report checks', () => {
  function renderPage(completion: Record<string, unknown>, program: { status?: number; body?: unknown }) {
    const mock = mockFetch({
      'GET /api/profile/completion': () => ({ body: completion }),
      [`GET /api/programs/${PROGRAM_ID}`]: () => program,
      'GET /api/reports/ip': () => ({ body: { ip: '203.0.113.7' } }),
    });
    vi.stubGlobal('fetch', mock.fetchMock);
    renderWithProviders(
      <Routes>
        <Route path="/create-report/:programId" element={<ReportWizardPage />} />
      </Routes>,
      { user: hacker, route: `/create-report/${PROGRAM_ID}` },
    );
  }
  const items = () => within(screen.getByRole('list', { name: 'Cosa manca' })).getAllByRole('listitem');

  it('lists exactly what is missing, each with the way to fix it, instead of the wizard', async () => {
    renderPage({ kycCompleted: false, taxRegimeConfigured: true, ibanConfigured: false, progressPercentage: 33 }, { body: reportProgram() });
    expect(await screen.findByRole('dialog', { name: 'Prima di inviare un report' })).toBeInTheDocument();
    expect(items().map((item) => item.textContent)).toEqual([
      "La verifica dell'identità approvataVai alla verifica",
      "L'IBAN per ricevere i premiAggiungi l'IBAN",
    ]);
    expect(screen.getByRole('link', { name: 'Vai alla verifica' })).toHaveAttribute('href', '/verification');
    expect(screen.getByRole('link', { name: "Aggiungi l'IBAN" })).toHaveAttribute('href', '/account?tab=payments');
    expect(screen.queryByRole('button', { name: 'Avanti' })).not.toBeInTheDocument();
  });

  it('asks to request access to a private program the hacker has not joined, and to wait for a paused one', async () => {
    renderPage({ kycCompleted: true, taxRegimeConfigured: true, ibanConfigured: true, progressPercentage: 100 }, { status: 404, body: { code: 'NOT_FOUND' } });
    await screen.findByRole('dialog');
    expect(items()).toHaveLength(1);
    expect(screen.getByRole('link', { name: "Chiedi l'accesso" })).toHaveAttribute('href', `/programs/${PROGRAM_ID}`);
  });

  it('opens the wizard when nothing is missing', async () => {
    renderPage({ kycCompleted: true, taxRegimeConfigured: true, ibanConfigured: true, progressPercentage: 100 }, { body: reportProgram() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Informazioni generali' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
