import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { SignupForm } from './signup-page.tsx';

const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const confirm = () => screen.getByLabelText(/^Conferma password/, { selector: 'input' });

function renderForm(userType: 'hacker' | 'company' = 'hacker') {
  return renderWithProviders(
    <Routes>
      <Route path="/auth/signup/:type" element={<SignupForm userType={userType} referralCode={null} />} />
      <Route path="/auth/verify-email" element={<p>verify-email-page</p>} />
    </Routes>,
    { route: `/auth/signup/${userType}` },
  );
}

/** A valid hacker sign-up, sent to an API that gives `answer`; the calls it received. */
async function signUpWithAnswer(answer: { status: number; body: unknown }) {
  const { fetchMock, calls } = mockFetch({ 'POST /api/users/signup': () => answer });
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'bb_csrf=token-1; path=/';
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Username/, { selector: 'input' }), 'ada');
  await user.type(password(), 'Abcdefg1!');
  await user.type(confirm(), 'Abcdefg1!');
  await user.click(screen.getByRole('button', { name: 'Registrati' }));
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('sign-up form', () => {
  it('shows the mandatory-field message in Italian for every empty field after submit', async () => {
    const user = userEvent.setup();
    renderForm('company');
    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findAllByText('Questo campo è obbligatorio')).toHaveLength(6);
  });

  it('shows no error for an untouched field before submit', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(password(), 'abc');
    expect(screen.queryByText(/La password deve/)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('La password deve contenere almeno 8 caratteri e una lettera minuscola')).toBeInTheDocument();
  });

  it('reports the password rules one at a time, in the spec order', async () => {
    const user = userEvent.setup();
    renderForm();
    const steps: [string, string | null][] = [
      ['abc', 'La password deve contenere almeno 8 caratteri e una lettera minuscola'],
      ['ABCDEFGH1!', 'La password deve contenere almeno 8 caratteri e una lettera minuscola'],
      ['abcdefgh', 'La password deve contenere almeno un numero'],
      ['abcdefg1', 'La password deve contenere almeno una lettera maiuscola'],
      ['Abcdefg1', 'La password deve contenere almeno un carattere speciale'],
      ['Abcdefg1!', null],
    ];
    await user.click(password());
    await user.tab();
    for (const [value, message] of steps) {
      await user.clear(password());
      await user.type(password(), value);
      if (message) expect(await screen.findByText(message)).toBeInTheDocument();
      else await waitFor(() => expect(screen.queryByText(/La password deve/)).not.toBeInTheDocument());
    }
    expect(screen.getByTestId('password-strength')).toHaveAttribute('data-strength', 'strong');
  });

  it('says when the confirmation does not match', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(password(), 'Abcdefg1!');
    await user.type(confirm(), 'Abcdefg1?');
    await user.tab();
    expect(await screen.findByText('Le password non corrispondono')).toBeInTheDocument();
  });

  it('filters the email and the username as the user types', async () => {
    const user = userEvent.setup();
    renderForm();
    const email = screen.getByLabelText(/^Email/, { selector: 'input' });
    const username = screen.getByLabelText(/^Username/, { selector: 'input' });
    await user.type(email, 'Ada Lovelace@Example.COM');
    await user.type(username, 'Ada-Lovelace.99!_X');
    expect(email).toHaveValue('adalovelace@example.com');
    expect(username).toHaveValue('adalovelace.99_x');
  });

  it('sends the consents and the language, never the confirmation, then asks to check the email', async () => {
    const calls = await signUpWithAnswer({ status: 201, body: {} });
    expect(await screen.findByText('verify-email-page')).toBeInTheDocument();
    const body = JSON.parse(String(calls.find((call) => call.url === '/api/users/signup')?.init?.body));
    expect(body).toEqual({
      userType: 'hacker',
      email: 'ada@example.com',
      username: 'ada',
      password: 'Abcdefg1!',
      termsAccepted: true,
      privacyAccepted: true,
      language: 'it',
    });
  });

  it('puts EMAIL_EXISTS on the email field', async () => {
    await signUpWithAnswer({ status: 400, body: { code: 'EMAIL_EXISTS', message: 'exists' } });
    expect(await screen.findByText('Esiste già un account con questa email.')).toBeInTheDocument();
  });
});
