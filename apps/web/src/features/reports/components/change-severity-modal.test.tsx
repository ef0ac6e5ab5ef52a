import type { ReportDetail } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ChangeSeverityModal } from './change-severity-modal.tsx';
import { REPORT_ID, reportDetail } from './test-fixtures.ts';

/** 7.1 high as the hacker sent it; with passive user interaction and low confidentiality 5.1 medium. */
const HIGH = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:N/VC:H/VI:L/VA:N/SC:N/SI:N/SA:N';
const MEDIUM = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:P/VC:L/VI:L/VA:N/SC:N/SI:N/SA:N';
const URL = `POST /api/reports/${REPORT_ID}/change-severity`;

function setup(report: Partial<ReportDetail>, answer: () => { status?: number; body?: unknown } = () => ({ body: reportDetail() })) {
  const { fetchMock, calls } = mockFetch({ [URL]: answer });
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  renderWithProviders(<ChangeSeverityModal report={reportDetail(report)} opened onClose={onClose} />, { user: buildUser({ userType: 'company' }) });
  const sent = () => calls.filter((call) => call.init?.method === 'POST').map((call) => JSON.parse(String(call.init?.body)) as unknown);
  return { sent, onClose };
}

const withVector = { severity: 'high', severityDescription: HIGH, cvssScore: 7.1 } as const;
const radio = (metric: string, value: string) => within(screen.getByRole('radiogroup', { name: metric })).getByRole('radio', { name: value });
const pick = (metric: string, value: string) => userEvent.click(radio(metric, value));
const save = () => userEvent.click(screen.getByRole('button', { name: 'Salva la gravità' }));
const severityAfter = () => screen.getByTestId('severity-after');
/** The calculator's score line once scored: the scoring library loads on first use, slowly on a busy machine. */
const scoreShown = (text: string) => screen.findByText(text, {}, { timeout: 10_000 });

afterEach(() => vi.unstubAllGlobals());

describe('change severity on a report with a CVSS 4.0 vector', () => {
  it('prefills the calculator with the vector, follows its live score, wants a reason for a lower one and sends the vector with its severity', async () => {
    const { sent, onClose } = setup(withVector);
    expect(radio("Interazione dell'utente", 'Nessuna')).toBeChecked();
    expect(radio('Riservatezza del sistema vulnerabile', 'Alta')).toBeChecked();
    expect(await scoreShown('7.1 (Alta)')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Nuova gravità/ })).not.toBeInTheDocument();

    await pick("Interazione dell'utente", 'Passiva');
    await pick('Riservatezza del sistema vulnerabile', 'Bassa');
    expect(screen.getByRole('textbox', { name: 'Vettore CVSS 4.0' })).toHaveValue(MEDIUM);
    expect(await scoreShown('5.1 (Media)')).toBeInTheDocument();
    await waitFor(() => expect(severityAfter()).toHaveTextContent('Media'));

    await save();
    expect(await screen.findByText("Spiega perché la gravità scende: il motivo viene mostrato all'hacker")).toBeInTheDocument();
    expect(sent()).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: /Motivazione/ }), 'Serve che la vittima apra il link.');
    await save();
    await waitFor(() => expect(sent()).toEqual([{ severity: 'medium', severityDescription: MEDIUM, reason: 'Serve che la vittima apra il link.' }]));
    expect(await screen.findByText('Gravità modificata')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  }, 60_000);

  it('says so instead of saving when nothing changed', async () => {
    const { sent } = setup(withVector);
    await scoreShown('7.1 (Alta)');
    await save();
    expect(await screen.findByText('Gravità e vettore CVSS sono già questi: cambia la gravità o le metriche')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('removes the vector only after a confirmation, then takes the severity chosen by hand and sends null on purpose', async () => {
    const { sent } = setup(withVector);
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi il vettore' }));
    expect(screen.getByText('Rimuovere il vettore CVSS?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tieni il vettore' }));
    expect(screen.queryByText('Rimuovere il vettore CVSS?')).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Vettore di attacco' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi il vettore' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sì, rimuovi il vettore' }));
    expect(screen.getByText('Il vettore CVSS sarà rimosso')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Vettore di attacco' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/^Nuova gravità/, { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Critica' }));
    expect(severityAfter()).toHaveTextContent('Critica');
    await save();
    await waitFor(() => expect(sent()).toEqual([{ severity: 'critical', severityDescription: null, reason: null }]));
  });

  it("shows the server's refusal under the vector", async () => {
    const message = 'Il vettore CVSS vale una gravità Media: la gravità segue il vettore. Cambia le metriche oppure rimuovi il vettore';
    setup(withVector, () => ({ status: 422, body: { code: 'VALIDATION_ERROR', message: 'Dati non validi', fields: { severityDescription: [message] } } }));
    await scoreShown('7.1 (Alta)');
    await pick('Vettore di attacco', 'Adiacente');
    await waitFor(() => expect(screen.getByTestId('cvss-score')).not.toHaveTextContent('7.1'), { timeout: 10_000 });
    await userEvent.type(screen.getByRole('textbox', { name: /Motivazione/ }), 'Rete adiacente.');
    await save();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('change severity on a report without a vector', () => {
  it('keeps the plain choice of severity and sends no vector', async () => {
    const { sent } = setup({ severity: 'high', severityDescription: null, cvssScore: null });
    expect(screen.getByText('Il report non ha un vettore CVSS: scegli la gravità, oppure calcolala con il calcolatore CVSS 4.0.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rimuovi il vettore' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/^Nuova gravità/, { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Critica' }));
    await save();
    await waitFor(() => expect(sent()).toEqual([{ severity: 'critical', severityDescription: null, reason: null }]));
  });

  it('may work the severity out with the calculator instead', async () => {
    const { sent } = setup({ severity: 'high', severityDescription: null, cvssScore: null });
    await userEvent.click(screen.getByRole('button', { name: 'Calcola con CVSS 4.0' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Vettore CVSS 4.0' }));
    await userEvent.paste(MEDIUM);
    expect(await scoreShown('5.1 (Media)')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Motivazione/ }), 'Serve interazione.');
    await save();
    await waitFor(() => expect(sent()).toEqual([{ severity: 'medium', severityDescription: MEDIUM, reason: 'Serve interazione.' }]));
  });
});
