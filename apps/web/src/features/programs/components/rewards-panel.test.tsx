import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { RewardsPanel } from './program-panels.tsx';
import { programDetail } from './test-fixtures.ts';

const program = programDetail({
  scope: [
    {
      id: '9a1b2c3d-0000-4000-8000-000000000011',
      name: 'portale.demo.example',
      type: 'WEB_APPLICATION',
      lowPrize: 0,
      mediumPrize: 300,
      highPrize: 800,
      criticalPrize: 2000,
    },
    {
      id: '9a1b2c3d-0000-4000-8000-000000000012',
      name: 'com.demo.android',
      type: 'MOBILE_ANDROID',
      lowPrize: 100,
      mediumPrize: 300,
      highPrize: 800,
      criticalPrize: 2500,
    },
  ],
});

describe('rewards panel', () => {
  it('shows a table from sm up and, for a phone, one card per target with its prizes two by two, types in Italian', () => {
    renderWithProviders(<RewardsPanel program={program} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('cell', { name: 'Applicazione web' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    // The phone layout, hidden from sm up (jsdom's window is 1024 px wide): no six columns to push the amounts off screen.
    // A hidden element has no accessible name, so the list is found by role and its label checked.
    const [list] = screen.getAllByRole('list', { hidden: true });
    if (!list) throw new Error('no card list for phones');
    expect(list).toHaveAttribute('aria-label', 'Premi per target e gravità');
    expect(list).not.toBeVisible();
    expect(table).toBeVisible();
    const cards = within(list).getAllByRole('listitem', { hidden: true });
    expect(cards).toHaveLength(2);
    const android = within(cards[1] as HTMLElement);
    expect(android.getByText('com.demo.android')).toBeInTheDocument();
    expect(android.getByText('App mobile Android')).toBeInTheDocument();
    expect(android.getByText('Critica')).toBeInTheDocument();
    expect(android.getByText('2.500,00 €')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('Non premiata')).toBeInTheDocument();
  });
});
