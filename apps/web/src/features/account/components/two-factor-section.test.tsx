import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@bb/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

const CODES = [
  'abcde-fgh23',
  'ijklm-nop45',
  'qrstu-vwx67',
  'yzabc-def23',
  'ghijk-lmn45',
  'opqrs-tuv67',
  'wxyza-bcd23',
  'efghi-jkl45',
  'mnopq-rst67',
  'uvwxy-zab23',
];

afterEach(() => vi.unstubAllGlobals());

/** The section as the account page shows it: with the cached signed-in user. */
function Section({ onEnabled }: { onEnabled?: () => void }) {
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: () => api.GET('/api/users/me') });
  return me.data ? <TwoFactorSection user={me.data} {...(onEnabled ? { onEnabled } : {})} /> : null;
}

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(screen.getByRole('textbox', { name: /cifra 1 di 6/ }), code);
}

describe('two-factor set-up', () => {
  it('shows the recovery codes once after confirming, keeps them out of the cached user, and goes on only once they are saved', async () => {
    let me: User = buildUser();
    const { fetchMock } = mockFetch({
      'GET /api/users/me': () => ({ body: me }),
      'POST /api/users/me/otp/init': () => ({
        body: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP', expiresAt: '2030-01-01T10:00:00.000Z' },
      }),
      'POST /api/users/me/otp/confirm': () => {
        me = buildUser({ otpEnabled: true });
        return { body: { ...me, recoveryCodes: CODES } };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'bb_csrf=t; path=/';
    const onEnabled = vi.fn();
    const { queryClient } = renderWithProviders(<Section onEnabled={onEnabled} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Configura' }));
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Attiva' }));

    const dialog = await screen.findByRole('dialog', { name: 'Salva i codici di recupero' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(me);
    expect(await screen.findByText('10 codici su 10 ancora disponibili')).toBeInTheDocument();
    expect(onEnabled).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Ho salvato i codici' }));
    await user.click(within(dialog).getByRole('button', { name: 'Fatto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onEnabled).toHaveBeenCalledOnce();
  });
});

describe('recovery codes in the security panel', () => {
  it('says how many are left, warns when few, and makes a new set with a current code', async () => {
    let remaining = 2;
    const { fetchMock, calls } = mockFetch({
      'GET /api/users/me': () => ({ body: buildUser({ otpEnabled: true }) }),
      'GET /api/users/me/otp/recovery-codes': () => ({ body: { remaining } }),
      'POST /api/users/me/otp/recovery-codes': (init) => {
        if (JSON.parse(String(init?.body)).otp !== '654321') return { status: 400, body: { code: 'INVALID_OTP', message: '' } };
        remaining = 10;
        return { body: { recoveryCodes: CODES } };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'bb_csrf=t; path=/';
    renderWithProviders(<Section />);
    const user = userEvent.setup();

    expect(await screen.findByText('2 codici su 10 ancora disponibili')).toBeInTheDocument();
    expect(screen.getByText(/Ti restano pochi codici/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rigenera codici' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /cifra 1 di 6/ })).toHaveFocus());
    await typeCode(user, '111111');
    await user.click(screen.getByRole('button', { name: 'Genera nuovi codici' }));
    expect(await screen.findByText('Il codice di verifica non è valido.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await typeCode(user, '654321');
    await user.click(screen.getByRole('button', { name: 'Genera nuovi codici' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salva i codici di recupero' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
    expect(await screen.findByText('10 codici su 10 ancora disponibili')).toBeInTheDocument();
    expect(screen.queryByText(/Ti restano pochi codici/)).not.toBeInTheDocument();
    const posts = calls.filter((call) => call.init?.method === 'POST').map((call) => JSON.parse(String(call.init?.body)));
    expect(posts).toEqual([{ otp: '111111' }, { otp: '654321' }]);
  });

  it('asks for new codes when none are left', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/users/me': () => ({ body: buildUser({ otpEnabled: true, userType: 'staff' }) }),
      'GET /api/users/me/otp/recovery-codes': () => ({ body: { remaining: 0 } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Section />);
    expect(await screen.findByText('0 codici su 10 ancora disponibili')).toBeInTheDocument();
    expect(screen.getByText(/Non hai codici di recupero disponibili/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Codici di recupero', level: 3 })).toBeInTheDocument();
  });
});
