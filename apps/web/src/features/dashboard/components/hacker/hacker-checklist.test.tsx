import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { HackerChecklist } from './hacker-checklist.tsx';

describe('hacker completion checklist', () => {
  it('shows the percentage and links every missing step to its screen', () => {
    renderWithProviders(<HackerChecklist completion={{ kycCompleted: false, taxRegimeConfigured: false, ibanConfigured: false, progressPercentage: 0 }} />);
    expect(screen.getByRole('progressbar', { name: 'Completamento: 0%' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('link', { name: 'Vai alla verifica identità' })).toHaveAttribute('href', '/verification');
    expect(screen.getByRole('link', { name: 'Vai al regime fiscale' })).toHaveAttribute('href', '/account?tab=payments');
    expect(screen.getByRole('link', { name: 'Vai al conto bancario' })).toHaveAttribute('href', '/account?tab=payments');
  });

  it('marks the done checks and links only the one still missing', () => {
    renderWithProviders(<HackerChecklist completion={{ kycCompleted: true, taxRegimeConfigured: true, ibanConfigured: false, progressPercentage: 67 }} />);
    const progress = screen.getByRole('progressbar', { name: 'Completamento: 67%' });
    expect(within(progress).getByText('67%')).toBeInTheDocument();
    expect(screen.getByTestId('check-kycCompleted')).toHaveAttribute('data-done', 'true');
    expect(screen.getByTestId('check-taxRegimeConfigured')).toHaveAttribute('data-done', 'true');
    expect(screen.getByTestId('check-ibanConfigured')).toHaveAttribute('data-done', 'false');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Vai al conto bancario' })).toBeInTheDocument();
  });

  it('shows no links at 100%', () => {
    renderWithProviders(<HackerChecklist completion={{ kycCompleted: true, taxRegimeConfigured: true, ibanConfigured: true, progressPercentage: 100 }} />);
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
