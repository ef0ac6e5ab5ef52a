import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { deferred, idOf, pdf, png, uploadServer } from '../test/upload-server.ts';
import { AttachmentsField, type AttachmentsFieldTexts, type UploadedFile } from './attachments-field.tsx';

const TEXTS: AttachmentsFieldTexts = {
  label: 'Allegati',
  listLabel: 'Allegati caricati',
  remove: (name) => `Rimuovi ${name}`,
  dropLabel: 'Allegati del commento',
  dropTitle: 'Trascina qui i file',
  rules: 'PNG o PDF',
  choose: 'Scegli i file',
  full: 'Hai già scelto 5 allegati, il massimo.',
};

/** The field as a form holds it; `changes` records every value it was given. */
function Attachments({ initial = [], changes }: { initial?: UploadedFile[]; changes: UploadedFile[][] }) {
  const [value, setValue] = useState<UploadedFile[]>(initial);
  return (
    <AttachmentsField
      purpose="commentAttachment"
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
      texts={TEXTS}
    />
  );
}

const list = () => screen.getByRole('list', { name: 'Allegati caricati' });
const line = (name: string) => within(list()).getByText(name).closest('li')!;
const polite = () => screen.getByTestId('upload-announcer');
const urgent = () => screen.getByTestId('upload-announcer-urgent');

afterEach(() => vi.unstubAllGlobals());

describe('an upload field (report wizard, comments, payment documents)', () => {
  it('shows each file loading on its own line, then uploaded, and tells a screen reader', async () => {
    const user = userEvent.setup();
    const slow = deferred();
    uploadServer({ hold: (name) => (name === 'lento.png' ? slow.promise : undefined) });
    const changes: UploadedFile[][] = [];
    renderWithProviders(<Attachments changes={changes} />);

    await user.upload(screen.getByLabelText('Allegati del commento'), [png('veloce.png'), png('lento.png')]);

    await waitFor(() => expect(line('veloce.png')).toHaveAttribute('data-state', 'success'));
    expect(line('veloce.png')).toHaveTextContent('Caricato');
    expect(line('lento.png')).toHaveAttribute('data-state', 'loading');
    expect(line('lento.png')).toHaveTextContent('Caricamento in corso…');
    // A file on its way cannot be removed half-sent.
    expect(within(line('lento.png')).queryByRole('button', { name: 'Rimuovi lento.png' })).not.toBeInTheDocument();

    slow.release();
    await waitFor(() => expect(line('lento.png')).toHaveAttribute('data-state', 'success'));
    expect(polite()).toHaveTextContent('lento.png: caricato');
    expect(polite()).toHaveAttribute('aria-live', 'polite');
    // Each upload added to what the one before left.
    expect(changes.at(-1)).toEqual([
      { id: idOf('veloce.png'), fileName: 'veloce.png' },
      { id: idOf('lento.png'), fileName: 'lento.png' },
    ]);
  });

  it('keeps a refused file on its line with the reason, announces it at once, and tries it again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { attempts } = uploadServer({ status: (name) => (name === 'rotto.pdf' && fail ? 500 : 200) });
    const changes: UploadedFile[][] = [];
    renderWithProviders(<Attachments changes={changes} />);

    await user.upload(screen.getByLabelText('Allegati del commento'), pdf('rotto.pdf'));

    await waitFor(() => expect(line('rotto.pdf')).toHaveAttribute('data-state', 'error'));
    expect(line('rotto.pdf')).toHaveTextContent(/Non caricato: .+/);
    expect(urgent()).toHaveTextContent(/^rotto\.pdf: non caricato\. .+/);
    expect(urgent()).toHaveAttribute('aria-live', 'assertive');
    expect(changes).toEqual([]);

    fail = false;
    await user.click(within(line('rotto.pdf')).getByRole('button', { name: 'Riprova a caricare rotto.pdf' }));
    await waitFor(() => expect(line('rotto.pdf')).toHaveAttribute('data-state', 'success'));
    expect(attempts.get('rotto.pdf')).toBe(2);
    expect(changes).toEqual([[{ id: idOf('rotto.pdf'), fileName: 'rotto.pdf' }]]);
    expect(polite()).toHaveTextContent('rotto.pdf: caricato');
  });

  it('says which files were there before (preloaded) and removes one, saying so', async () => {
    const user = userEvent.setup();
    uploadServer();
    const changes: UploadedFile[][] = [];
    const before = [
      { id: idOf('vecchio.png'), fileName: 'vecchio.png' },
      { id: idOf('altro.png'), fileName: 'altro.png' },
    ];
    renderWithProviders(<Attachments initial={before} changes={changes} />);

    expect(line('vecchio.png')).toHaveAttribute('data-state', 'preloaded');
    expect(line('vecchio.png')).toHaveTextContent('Già allegato');
    await user.upload(screen.getByLabelText('Allegati del commento'), png('nuovo.png'));
    await waitFor(() => expect(line('nuovo.png')).toHaveAttribute('data-state', 'success'));
    expect(line('altro.png')).toHaveAttribute('data-state', 'preloaded');

    await user.click(within(line('vecchio.png')).getByRole('button', { name: 'Rimuovi vecchio.png' }));
    expect(changes.at(-1)!.map((file) => file.fileName)).toEqual(['altro.png', 'nuovo.png']);
    expect(polite()).toHaveTextContent('vecchio.png: rimosso');
  });

  it('shakes the drop zone and says why on a refused drop: a wrong type, and more files than are left', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = uploadServer();
    const before = ['a', 'b', 'c'].map((name) => ({ id: idOf(`${name}.png`), fileName: `${name}.png` }));
    renderWithProviders(<Attachments initial={before} changes={[]} />);
    const zone = () => screen.getByLabelText('Allegati del commento').closest<HTMLElement>('.mantine-Dropzone-root')!;

    await user.upload(screen.getByLabelText('Allegati del commento'), new File(['x'], 'nota.docx', { type: 'application/msword' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tipo di file non consentito');
    await waitFor(() => expect(zone()).toHaveClass('bb-shake'));

    expect(calls.some((call) => call.url === '/api/uploads/presigned-url')).toBe(false);

    // Two left: of three at once, the first two are taken and the third refused.
    await user.upload(screen.getByLabelText('Allegati del commento'), [png('e.png'), png('f.png'), png('g.png')]);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Troppi file'));
    await waitFor(() => expect(zone()).toHaveClass('bb-shake'));
    await waitFor(() => expect(line('f.png')).toHaveAttribute('data-state', 'success'));
    expect(line('e.png')).toHaveAttribute('data-state', 'success');
    expect(within(list()).queryByText('g.png')).not.toBeInTheDocument();
    expect(screen.getByText(TEXTS.full)).toBeInTheDocument();

    // Full: the zone stays, says so, and shakes at one more.
    // jsdom has no AnimationEvent: React listens for the prefixed name there.
    for (const name of ['animationend', 'webkitAnimationEnd']) fireEvent(zone(), new Event(name, { bubbles: true }));
    expect(zone()).not.toHaveClass('bb-shake');
    expect(screen.getByRole('button', { name: 'Scegli i file' })).toBeDisabled();
    await user.upload(screen.getByLabelText('Allegati del commento'), png('h.png'));
    await waitFor(() => expect(zone()).toHaveClass('bb-shake'));
    expect(screen.getByRole('alert')).toHaveTextContent('Troppi file');
    expect(within(list()).queryByText('h.png')).not.toBeInTheDocument();
  });
});
