import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildSuperadminStats } from './test-fixtures.ts';
import { WorkWaitingSection } from './work-waiting.tsx';

describe('work waiting', () => {
  it('links every piece of work to its list, opened already filtered', () => {
    renderWithProviders(<WorkWaitingSection work={buildSuperadminStats().work} loading={false} error={false} />);
    // Each link says its count too ("5 Pagamenti da approvare"), for screen readers that list the links alone.
    const href = (name: string) => screen.getByRole('link', { name: new RegExp(`^\\d+ ${name}$`) }).getAttribute('href');
    expect(href('Aziende da approvare')).toBe('/users?tab=companies&status=pending');
    expect(href('Programma da revisionare')).toBe('/programs?status=pending');
    expect(href('Bonifici da gestire')).toBe('/payments?tab=companies&accreditation=pending');
    expect(href('Fattura da inviare')).toBe('/payments?tab=companies&invoice=toSend');
    expect(href('Pagamenti da approvare')).toBe('/payments?tab=hackers&status=pendingStaffApproval');
    expect(href('Pagamenti in ritardo')).toBe('/payments?tab=hackers&overdue=true');
    expect(href('Report non presi in carico')).toBe('/reports?tab=new');
    expect(href('Tempo di risposta in scadenza entro 24 ore')).toBe('/reports?dueSoon=true&managed=true');
    expect(href('Tempi di risposta superati')).toBe('/reports?breached=yes&managed=true');
    expect(screen.getByTestId('work-paymentsToApprove')).toHaveTextContent('5');
    expect(screen.getByRole('link', { name: '5 Pagamenti da approvare' })).toBeInTheDocument();
  });

  it('shows only what is waiting, and says so when nothing is', () => {
    const { unmount } = renderWithProviders(
      <WorkWaitingSection
        work={[
          { item: 'reportsNotTaken', count: 0 },
          { item: 'targetsBreached', count: 2 },
        ]}
        loading={false}
        error={false}
      />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByTestId('work-reportsNotTaken')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<WorkWaitingSection work={[{ item: 'reportsNotTaken', count: 0 }]} loading={false} error={false} />);
    expect(screen.getByText("Niente in attesa: non c'è nulla che richieda il tuo intervento.")).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
