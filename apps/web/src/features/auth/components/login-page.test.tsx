import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const REQUIRED = 'Questo campo è obbligatorio';
const EMAIL_MESSAGE = 'Email non valida';

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/auth/login" element={<LoginPage />} />
      <Route path="/dashboard" element={<p>dashboard-page</p>} />
      <Route path="/account/two-factor" element={<p>enrolment-page</p>} />
    </Routes>,
    { route: '/auth/login' },
  );
}

async function fillCredentials() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Abcdefg1!');
  await user.click(screen.getByRole('checkbox', { name: 'Ricordami' }));
  await user.click(screen.getByRole('button', { name: 'Accedi' }));
  return user;
}

describe('login', () => {
  it('checks the fields with the domain schema: a message once a field is left or after a submit, the first wrong field focused', async () => {
    const { fetchMock, calls } = mockFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    const user = userEvent.setup();
    const email = screen.getByLabelText(/^Email/, { selector: 'input' });
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    await user.type(email, 'ada@');
    expect(screen.queryByText(EMAIL_MESSAGE)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(EMAIL_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(email).toHaveFocus();
    // Once shown, a message follows the typing.
    await user.type(email, 'example.com');
    await waitFor(() => expect(screen.queryByText(EMAIL_MESSAGE)).not.toBeInTheDocument());
    await user.type(password, 'Abcdefg1!');
    await waitFor(() => expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument());
    expect(calls.map((call) => call.url)).not.toContain('/api/users/login');
  });

  it('asks for the two-factor code after INVALID_OTP and sends it with the credentials', async () => {
    const bodies: unknown[] = [];
    const { fetchMock } = mockFetch({
      'POST /api/users/login': (init) => {
        const body = JSON.parse(String(init?.body)) as { otp?: string };
        bodies.push(body);
        if (body.otp !== '123456') return { status: 400, body: { code: 'INVALID_OTP', message: '' } };
        return { body: buildUser({ otpEnabled: true }) };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'bb_csrf=t; path=/';
    renderLogin();
    const user = await fillCredentials();

    expect(await screen.findByRole('heading', { name: 'Verifica in due passaggi' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /cifra 1 di 6/ }), '123456');
    expect(await screen.findByText('dashboard-page')).toBeInTheDocument();
    expect(bodies).toEqual([
      { email: 'ada@example.com', password: 'Abcdefg1!', rememberMe: true },
      { email: 'ada@example.com', password: 'Abcdefg1!', rememberMe: true, otp: '123456' },
    ]);
  });

  it('takes a recovery code in place of the app code, checks its shape, and says when it is wrong', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { fetchMock } = mockFetch({
      'POST /api/users/login': (init) => {
        const body = JSON.parse(String(init?.body)) as { recoveryCode?: string };
        bodies.push(body);
        if (body.recoveryCode !== 'abcde-fgh23') return { status: 400, body: { code: 'INVALID_OTP', message: '' } };
        return { body: buildUser({ otpEnabled: true }) };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'bb_csrf=t; path=/';
    renderLogin();
    const user = await fillCredentials();

    await user.click(await screen.findByRole('button', { name: 'Usa un codice di recupero' }));
    const field = screen.getByRole('textbox', { name: 'Codice di recupero' });
    expect(field).toHaveFocus();
    expect(screen.getByText(/Inserisci uno dei codici di recupero/)).toBeInTheDocument();

    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: 'Verifica e accedi' }));
    expect(await screen.findByText(/Il codice di recupero è composto da 10 caratteri/)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);

    await user.clear(field);
    await user.type(field, 'zzzzz-zzzzz{Enter}');
    expect(await screen.findByText('Il codice di recupero non è valido o è già stato usato.')).toBeInTheDocument();
    // Still on the recovery code after the refusal, with an empty field to try again.
    const again = screen.getByRole('textbox', { name: 'Codice di recupero' });
    expect(again).toHaveValue('');
    await user.type(again, 'abcde-fgh23{Enter}');
    expect(await screen.findByText('dashboard-page')).toBeInTheDocument();
    expect(bodies.slice(1)).toEqual([
      { email: 'ada@example.com', password: 'Abcdefg1!', rememberMe: true, recoveryCode: 'zzzzz-zzzzz' },
      { email: 'ada@example.com', password: 'Abcdefg1!', rememberMe: true, recoveryCode: 'abcde-fgh23' },
    ]);
  });

  it('switches back from the recovery code to the app code', async () => {
    const { fetchMock } = mockFetch({ 'POST /api/users/login': () => ({ status: 400, body: { code: 'INVALID_OTP', message: '' } }) });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'bb_csrf=t; path=/';
    renderLogin();
    const user = await fillCredentials();
    await user.click(await screen.findByRole('button', { name: 'Usa un codice di recupero' }));
    await user.click(screen.getByRole('button', { name: "Usa il codice dell'app" }));
    expect(screen.getByRole('textbox', { name: /cifra 1 di 6/ })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Codice di recupero' })).not.toBeInTheDocument();
  });

  it('shows wrong credentials inline and a blocked account in the error modal', async () => {
    let answer = { status: 401, body: { code: 'INVALID_CREDENTIALS', message: '' } };
    const { fetchMock } = mockFetch({ 'POST /api/users/login': () => answer });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'bb_csrf=t; path=/';
    renderLogin();
    const user = await fillCredentials();
    expect(await screen.findByRole('alert')).toHaveTextContent('Email o password non corretti.');

    answer = { status: 403, body: { code: 'ACCOUNT_BLOCKED', message: '' } };
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Si è verificato un problema' });
    expect(dialog).toHaveTextContent("L'account è stato bloccato. Contatta il supporto.");
  });

  it('sends staff who must enrol in two-factor to the enrolment screen', async () => {
    const { fetchMock } = mockFetch({ 'POST /api/users/login': () => ({ body: buildUser({ userType: 'staff', otpEnrollmentRequired: true }) }) });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'bb_csrf=t; path=/';
    renderLogin();
    await fillCredentials();
    expect(await screen.findByText('enrolment-page')).toBeInTheDocument();
  });
});
