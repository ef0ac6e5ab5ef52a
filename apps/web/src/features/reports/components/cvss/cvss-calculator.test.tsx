import type { ReportSeverity } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { CvssCalculator } from './cvss-calculator.tsx';
import { CvssVectorDiff, CvssVectorView } from './cvss-vector-view.tsx';

const CRITICAL = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N';

function Harness({ onSeverity }: { onSeverity: (severity: ReportSeverity | null) => void }) {
  const [vector, setVector] = useState<string | null>(null);
  return <CvssCalculator value={vector} onChange={(next) => setVector(next)} onSeverity={onSeverity} />;
}

/** Picks `value` in the radio group named `metric`. */
async function pick(metric: string, value: string) {
  await userEvent.click(within(screen.getByRole('radiogroup', { name: metric })).getByRole('radio', { name: value }));
}

describe('CVSS 4.0 calculator', () => {
  it('builds the vector metric by metric, then scores it and gives its severity', async () => {
    const onSeverity = vi.fn();
    renderWithProviders(<Harness onSeverity={onSeverity} />);
    const vector = screen.getByRole('textbox', { name: 'Vettore CVSS 4.0' });
    await pick('Vettore di attacco', 'Rete');
    await pick("Complessità dell'attacco", 'Bassa');
    await pick("Requisiti dell'attacco", 'Nessuno');
    await pick('Privilegi richiesti', 'Nessuno');
    await pick("Interazione dell'utente", 'Nessuna');
    await pick('Riservatezza del sistema vulnerabile', 'Alta');
    await pick('Integrità del sistema vulnerabile', 'Alta');
    await pick('Disponibilità del sistema vulnerabile', 'Alta');
    await pick('Riservatezza dei sistemi successivi', 'Nessuna');
    await pick('Integrità dei sistemi successivi', 'Nessuna');
    // Ten of eleven: no vector, no score yet.
    expect(vector).toHaveValue('');
    expect(screen.getByText('Scegli tutte le metriche per calcolare il punteggio')).toBeInTheDocument();
    await pick('Disponibilità dei sistemi successivi', 'Nessuna');
    expect(vector).toHaveValue(CRITICAL);
    expect(await screen.findByText('9.3 (Critica)')).toBeInTheDocument();
    expect(onSeverity).toHaveBeenLastCalledWith('critical');
    // One metric changed: a new vector and a new score.
    await pick('Vettore di attacco', 'Fisico');
    expect(vector).toHaveValue(CRITICAL.replace('AV:N', 'AV:P'));
    await waitFor(() => expect(screen.getByTestId('cvss-score')).not.toHaveTextContent('9.3'));
  });

  it('fills every choice from a pasted vector and follows its score', async () => {
    const onSeverity = vi.fn();
    renderWithProviders(<Harness onSeverity={onSeverity} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Vettore CVSS 4.0' }));
    await userEvent.paste('CVSS:4.0/AV:L/AC:H/AT:P/PR:H/UI:A/VC:L/VI:N/VA:N/SC:N/SI:N/SA:N');
    expect(within(screen.getByRole('radiogroup', { name: 'Vettore di attacco' })).getByRole('radio', { name: 'Locale' })).toBeChecked();
    expect(within(screen.getByRole('radiogroup', { name: "Interazione dell'utente" })).getByRole('radio', { name: 'Attiva' })).toBeChecked();
    expect(within(screen.getByRole('radiogroup', { name: 'Riservatezza del sistema vulnerabile' })).getByRole('radio', { name: 'Bassa' })).toBeChecked();
    await waitFor(() => expect(onSeverity).toHaveBeenLastCalledWith('low'));
    expect(screen.getByTestId('cvss-score')).toHaveTextContent('(Bassa)');
  });
});

describe('CVSS vector view', () => {
  it('names each base metric and its value', () => {
    renderWithProviders(<CvssVectorView vector={CRITICAL} />);
    const list = screen.getByRole('list', { name: 'Metriche CVSS 4.0' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(11);
    expect(within(list).getByText('Vettore di attacco: Rete')).toBeInTheDocument();
    expect(within(list).getByText('Privilegi richiesti: Nessuno')).toBeInTheDocument();
  });

  it('shows only the changed metrics, old then new', () => {
    renderWithProviders(<CvssVectorDiff before={CRITICAL} after={CRITICAL.replace('AV:N', 'AV:A').replace('VC:H', 'VC:L')} />);
    const rows = within(screen.getByRole('table', { name: 'Metriche CVSS cambiate' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Vettore di attaccoReteAdiacente');
    expect(rows[2]).toHaveTextContent('Riservatezza del sistema vulnerabileAltaBassa');
  });
});
