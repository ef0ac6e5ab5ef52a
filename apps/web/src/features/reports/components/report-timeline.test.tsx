import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ReportTimeline } from './report-timeline.tsx';
import { HACKER_ID, reportDetail, reportEvent, TRIAGER_ID, VECTOR_HIGH, VECTOR_LOWER } from './test-fixtures.ts';

const triager = { id: TRIAGER_ID, username: 'triager.luca', picture: null };

describe('report timeline', () => {
  it('shows a severity change with the old and new severity, the reason and the changed CVSS metrics side by side', () => {
    const report = reportDetail({
      timeline: [
        reportEvent(),
        reportEvent({
          id: '8b7a6c5d-0000-4000-8000-000000000011',
          type: 'severityChange',
          actor: triager,
          createdAt: '2026-03-03T10:30:00.000Z',
          oldSeverity: 'high',
          severity: 'medium',
          oldVector: VECTOR_HIGH,
          vector: VECTOR_LOWER,
          reason: 'Serve un account per sfruttarla.',
        }),
      ],
    });
    renderWithProviders(<ReportTimeline report={report} />);
    expect(screen.getByText('triager.luca')).toBeInTheDocument();
    const change = screen.getByLabelText('Cambio di gravità');
    expect(within(change).getByText('Alta')).toBeInTheDocument();
    expect(within(change).getByText('Media')).toBeInTheDocument();
    expect(screen.getByText('Serve un account per sfruttarla.')).toBeInTheDocument();
    // The diff lists only the metrics that changed (PR, VC, VI, VA), each with both values.
    const diff = screen.getByRole('table');
    const rows = within(diff).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const privileges = within(diff).getByRole('rowheader', { name: 'Privilegi richiesti' }).closest('tr');
    expect(privileges).toHaveTextContent(/Nessuno.*Bassi/);
  });

  it('shows the scores beside the severities, and says so when the vector was removed', () => {
    const report = reportDetail({
      timeline: [
        reportEvent({
          id: '8b7a6c5d-0000-4000-8000-000000000014',
          type: 'severityChange',
          actor: triager,
          oldSeverity: 'critical',
          severity: 'high',
          oldVector: VECTOR_HIGH,
          vector: null,
          oldScore: 9.3,
          score: null,
          reason: 'Le metriche non descrivono il caso.',
        }),
      ],
    });
    renderWithProviders(<ReportTimeline report={report} />);
    const change = screen.getByLabelText('Cambio di gravità');
    expect(change).toHaveTextContent(/Critica\s*CVSS 9\.3.*Alta$/);
    expect(screen.getByText('Vettore CVSS rimosso: la gravità ora si sceglie a mano.')).toBeInTheDocument();
    // Every metric the vector had, before, and none after.
    const rows = within(screen.getByRole('table', { name: 'Metriche CVSS cambiate' })).getAllByRole('row');
    expect(rows).toHaveLength(12);
    expect(rows[1]).toHaveTextContent('Vettore di attaccoRete—');
  });

  it('shows a status change with its reason and a comment with its rendered text and attachments', () => {
    const report = reportDetail({
      timeline: [
        reportEvent({
          id: '8b7a6c5d-0000-4000-8000-000000000012',
          type: 'statusChange',
          actor: triager,
          oldStatus: 'new',
          status: 'moreInfo',
          reason: 'Quale browser?',
        }),
        reportEvent({
          id: '8b7a6c5d-0000-4000-8000-000000000013',
          type: 'comment',
          actor: { id: HACKER_ID, username: 'ada', picture: null },
          contentHtml: '<p>Chrome <strong>130</strong></p>',
          media: [{ id: '6f5e4d3c-0000-4000-8000-000000000020', fileName: 'poc.pdf', contentType: 'application/pdf' }],
        }),
      ],
    });
    renderWithProviders(<ReportTimeline report={report} />);
    const change = screen.getByLabelText('Cambio di stato');
    expect(within(change).getByText('Nuovo')).toBeInTheDocument();
    expect(within(change).getByText('Più informazioni')).toBeInTheDocument();
    expect(screen.getByText('Quale browser?')).toBeInTheDocument();
    expect(screen.getByText('130').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'poc.pdf' })).toHaveAttribute('href', '/api/uploads/6f5e4d3c-0000-4000-8000-000000000020');
  });

  it('says how much the reward was on the move to rewarded, and no amount on other moves', () => {
    const report = reportDetail({
      timeline: [
        reportEvent({ id: '8b7a6c5d-0000-4000-8000-000000000015', type: 'statusChange', actor: triager, oldStatus: 'triaged', status: 'forApproval' }),
        reportEvent({ id: '8b7a6c5d-0000-4000-8000-000000000016', type: 'statusChange', oldStatus: 'forApproval', status: 'rewarded', reward: 1250.5 }),
      ],
    });
    renderWithProviders(<ReportTimeline report={report} />);
    expect(screen.getAllByText(/^Ricompensa: /)).toHaveLength(1);
    expect(screen.getByText(/^Ricompensa: /)).toHaveTextContent(/^Ricompensa: 1\.250,50\s€$/);
  });
});
