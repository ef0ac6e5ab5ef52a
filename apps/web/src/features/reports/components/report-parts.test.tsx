import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, renderWithProviders } from '../../../test/render.tsx';
import { PersonLine } from './report-parts.tsx';

describe('a person on a report (its hacker, a timeline entry)', () => {
  it("shows each one's own initials, from their username: not DE for everyone named demo_…", () => {
    renderWithProviders(
      <>
        <PersonLine person={{ id: '7d0c1b9e-1f2a-4c3b-8d4e-5f6a7b8c9d0e', username: 'demo_hacker', picture: null }} isHacker />
        <PersonLine person={{ id: '8e1d2c0f-2a3b-4d4c-9e5f-6a7b8c9d0e1f', username: 'demo_triager', picture: null }} isHacker={false} />
        <PersonLine person={{ id: '9f2e3d1a-3b4c-4e5d-8f6a-7b8c9d0e1f2a', username: 'volpe_rossa', picture: null }} isHacker />
      </>,
      { user: buildUser({ userType: 'company' }) },
    );
    expect(screen.getByText('DH')).toBeInTheDocument();
    expect(screen.getByText('DT')).toBeInTheDocument();
    expect(screen.getByText('VR')).toBeInTheDocument();
    expect(screen.queryByText('DE')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /demo_hacker/ })).toHaveAttribute('href', '/company/hackers/7d0c1b9e-1f2a-4c3b-8d4e-5f6a7b8c9d0e');
  });
});
