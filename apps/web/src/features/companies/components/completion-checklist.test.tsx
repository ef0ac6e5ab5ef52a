import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { CompletionChecklist } from './completion-checklist.tsx';

describe('completion checklist', () => {
  it('shows the progress percentage and which checks are done', () => {
    renderWithProviders(
      <CompletionChecklist
        completion={{ isFirstContactMade: true, isBudgetAdded: false, isProgramCreated: false, isProfileComplete: true, progressPercentage: 50 }}
      />,
    );
    const progress = screen.getByRole('progressbar', { name: 'Completamento: 50%' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(within(progress).getByText('50%')).toBeInTheDocument();
    expect(screen.getByTestId('check-isFirstContactMade')).toHaveAttribute('data-done', 'true');
    expect(screen.getByTestId('check-isBudgetAdded')).toHaveAttribute('data-done', 'false');
    expect(screen.queryByRole('link', { name: 'Vai al profilo aziendale' })).not.toBeInTheDocument();
  });

  it('links the incomplete profile check to the company profile', () => {
    renderWithProviders(
      <CompletionChecklist
        completion={{ isFirstContactMade: false, isBudgetAdded: false, isProgramCreated: false, isProfileComplete: false, progressPercentage: 0 }}
      />,
    );
    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai al profilo aziendale' })).toHaveAttribute('href', '/company-profile');
  });
});
