import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, renderWithProviders } from '../test/render.tsx';
import { initials, UserAvatar } from './user-avatar.tsx';

describe('initials', () => {
  it("come from the person's own first and last name", () => {
    expect(initials({ firstName: 'Giulia', lastName: 'Rossi', username: 'demo_hacker' })).toBe('GR');
    expect(initials({ firstName: ' ada', lastName: null, username: 'ada' })).toBe('A');
  });

  it('else from the first two words of their username, so demo_hacker and demo_company differ from each other and from DE', () => {
    expect(initials({ username: 'demo_hacker' })).toBe('DH');
    expect(initials({ username: 'demo_company' })).toBe('DC');
    expect(initials({ firstName: null, lastName: null, username: 'volpe.rossa' })).toBe('VR');
    expect(initials({ username: 'red-kite' })).toBe('RK');
    expect(initials({ username: 'bytequeen' })).toBe('BY');
    expect(initials({ username: '_x' })).toBe('X');
  });
});

describe('avatars on screen', () => {
  it("show a signed-in user's initials by name, and someone known by username alone by it", () => {
    renderWithProviders(
      <>
        <UserAvatar user={buildUser({ firstName: 'Giulia', lastName: 'Rossi', username: 'demo_hacker' })} data-testid="me" />
        <UserAvatar user={{ username: 'volpe_rossa', picture: null }} data-testid="hacker" />
      </>,
    );
    expect(screen.getByTestId('me')).toHaveTextContent('GR');
    expect(screen.getByTestId('hacker')).toHaveTextContent('VR');
  });
});
