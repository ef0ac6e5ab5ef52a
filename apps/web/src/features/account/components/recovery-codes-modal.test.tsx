import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { RecoveryCodesModal } from './recovery-codes-modal.tsx';

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

afterEach(() => vi.restoreAllMocks());

describe('recovery codes dialog', () => {
  it('lists the codes and closes only once the user says they are saved', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<RecoveryCodesModal codes={CODES} email="ada@example.com" onClose={onClose} />);

    const dialog = screen.getByRole('dialog', { name: 'Salva i codici di recupero' });
    const list = within(dialog).getByRole('list', { name: 'I tuoi codici di recupero' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copia i codici' })).toHaveFocus());

    const done = within(dialog).getByRole('button', { name: 'Fatto' });
    expect(done).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ho salvato i codici' }));
    expect(done).toBeEnabled();
    await user.click(done);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('copies the codes one a line', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RecoveryCodesModal codes={CODES} email="ada@example.com" onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Copia i codici' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    expect(await screen.findByRole('button', { name: 'Codici copiati' })).toBeInTheDocument();
  });

  it('downloads them as a .txt file naming the account', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:codes'), revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<RecoveryCodesModal codes={CODES} email="ada@example.com" onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Scarica (.txt)' }));

    expect(click).toHaveBeenCalledOnce();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('codici-di-recupero-bug-bounty.txt');
    expect(link.href).toBe('blob:codes');
    expect(blobs[0]?.type).toBe('text/plain;charset=utf-8');
    const text = await blobs[0]!.text();
    expect(text.split('\n').slice(0, 12)).toEqual(['Codici di recupero di Bug Bounty per ada@example.com', '', ...CODES]);
  });

  it('stays closed without codes', () => {
    renderWithProviders(<RecoveryCodesModal codes={null} email="ada@example.com" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
