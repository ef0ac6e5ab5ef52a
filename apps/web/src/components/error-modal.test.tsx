import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { renderWithProviders } from '../test/render.tsx';
import { i18n } from '../lib/i18n.ts';
import { describeError, openErrorModal, retryAfterText } from './error-modal.tsx';

describe('error modal', () => {
  it('is titled "Si è verificato un problema" and shows the translated code', async () => {
    renderWithProviders(<div />);
    act(() => {
      openErrorModal(new ApiError(400, 'BALANCE_LOW', 'whatever the server said'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Si è verificato un problema' });
    expect(dialog).toHaveTextContent('Fondi insufficienti: ricarica il wallet.');
    expect(dialog).not.toHaveTextContent('whatever the server said');
    expect(screen.getByTestId('error-modal-message')).toHaveAttribute('data-severity', 'error');
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uses the warning style for codes marked as warnings', async () => {
    renderWithProviders(<div />);
    act(() => {
      openErrorModal(new ApiError(400, 'LOGIN_DISABLED', ''));
    });
    expect(await screen.findByTestId('error-modal-message')).toHaveAttribute('data-severity', 'warning');
    expect(screen.getByTestId('error-modal-message')).toHaveTextContent("L'accesso è momentaneamente sospeso, riprova più tardi.");
  });

  it('says when to try again after a limit was reached, and that nothing was saved', async () => {
    renderWithProviders(<div />);
    act(() => {
      openErrorModal(new ApiError(429, 'TOO_MANY_REQUESTS', '', {}, 360));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Si è verificato un problema' });
    expect(dialog).toHaveTextContent('Troppe richieste, riprova tra qualche minuto.');
    expect(screen.getByTestId('error-modal-retry')).toHaveTextContent('Non è stato salvato nulla: puoi riprovare tra 6 minuti.');
  });

  it('names the wait in seconds, minutes or hours', () => {
    const t = i18n.getFixedT('it');
    expect(retryAfterText(1, t)).toBe('Non è stato salvato nulla: puoi riprovare tra 1 secondo.');
    expect(retryAfterText(45, t)).toBe('Non è stato salvato nulla: puoi riprovare tra 45 secondi.');
    expect(retryAfterText(61, t)).toBe('Non è stato salvato nulla: puoi riprovare tra 2 minuti.');
    expect(retryAfterText(4320, t)).toBe('Non è stato salvato nulla: puoi riprovare tra 72 minuti.');
    expect(retryAfterText(7200, t)).toBe('Non è stato salvato nulla: puoi riprovare tra 2 ore.');
  });

  it('falls back to the HTTP status for unknown codes and to a connection message without a response', () => {
    expect(describeError(new ApiError(403, 'SOMETHING_NEW', ''))).toEqual({ code: 'FORBIDDEN', warning: false });
    expect(describeError(new ApiError(404, 'WHATEVER', ''))).toEqual({ code: 'NOT_FOUND', warning: true });
    expect(describeError(new ApiError(0, 'NETWORK_ERROR', ''))).toEqual({ code: 'NETWORK_ERROR', warning: true });
    expect(describeError(new Error('boom'))).toEqual({ code: 'UNKNOWN_ERROR', warning: false });
  });
});
