import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdFirstPaint, isFirstPaint } from '../../../lib/first-paint.ts';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/auth/login" element={<LoginPage />} />
    </Routes>,
    { route: '/auth/login' },
  );
}

/** A root as the server sends it: the sign-in form, typed into before the app started. */
function paintedRoot(): HTMLElement {
  const root = document.createElement('div');
  root.setAttribute('data-first-paint', '');
  root.innerHTML =
    '<form method="post"><input name="email" type="email"><input name="password" type="password"><input name="rememberMe" type="checkbox"></form>';
  document.body.append(root);
  (root.querySelector('[name=email]') as HTMLInputElement).value = 'ada@example.com';
  (root.querySelector('[name=rememberMe]') as HTMLInputElement).checked = true;
  // As public/first-paint.js notes it.
  root.setAttribute('data-first-paint-focused', 'password');
  return root;
}

function typePassword(root: HTMLElement) {
  (root.querySelector('[name=password]') as HTMLInputElement).value = 'Abcdefg1!';
}

describe('the first paint handed to the app', () => {
  it('submits the form once the app has started when the visitor asked to before', async () => {
    const logins: unknown[] = [];
    const { fetchMock } = mockFetch({
      'POST /api/users/login': (init) => {
        logins.push(JSON.parse(String(init?.body)));
        return { body: buildUser() };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'bb_csrf=t; path=/';
    const root = paintedRoot();
    root.setAttribute('data-first-paint-submitted', '');
    holdFirstPaint(root);
    typePassword(root);
    root.remove();
    renderLogin();
    await waitFor(() => expect(logins).toEqual([{ email: 'ada@example.com', password: 'Abcdefg1!', rememberMe: true }]));
  });

  it('carries what was typed and where into the sign-in form, and is taken once', () => {
    const root = paintedRoot();
    expect(isFirstPaint(root)).toBe(true);
    holdFirstPaint(root);
    // Typed while the app was rendering: read when its page replaces the painted one.
    typePassword(root);
    root.remove();

    const { unmount } = renderLogin();
    expect(isFirstPaint(root)).toBe(false);
    expect(screen.getByLabelText(/^Email/, { selector: 'input' })).toHaveValue('ada@example.com');
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(password).toHaveValue('Abcdefg1!');
    expect(password).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Ricordami' })).toBeChecked();

    // Met again later in the same visit (after signing out), the form starts empty.
    unmount();
    renderLogin();
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('');
    expect(screen.getByLabelText(/^Email/, { selector: 'input' })).toHaveValue('');
  });

  it('shows the password once the app has started when its show button was clicked on the painted page, once', () => {
    const root = rootNotingClick('show-password');
    try {
      const { unmount } = renderLogin();
      expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAttribute('type', 'text');
      expect(root).not.toHaveAttribute('data-first-paint-clicked');
      unmount();
      renderLogin();
      expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAttribute('type', 'password');
    } finally {
      root.remove();
    }
  });

  it('leaves the password hidden when another painted control was clicked', () => {
    const root = rootNotingClick('language');
    try {
      renderLogin();
      expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAttribute('type', 'password');
      expect(root).toHaveAttribute('data-first-paint-clicked', 'language');
    } finally {
      root.remove();
    }
  });
});

/** The app's root as public/first-paint.js leaves it after a click on the painted control named `control`. */
function rootNotingClick(control: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-first-paint-clicked', control);
  document.body.append(root);
  return root;
}
