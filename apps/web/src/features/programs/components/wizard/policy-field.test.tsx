import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from '../../../../components/use-file-uploads.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { idOf, pdf, png, uploadServer } from '../../../../test/upload-server.ts';
import { PolicyField } from './policy-field.tsx';

afterEach(() => vi.unstubAllGlobals());

describe("the program's policy (one PDF)", () => {
  function Policy({ initial }: { initial: UploadedFile | null }) {
    const [value, setValue] = useState(initial);
    return <PolicyField value={value} onChange={setValue} />;
  }

  it('takes a PDF through the drop zone with its state, replaces the one chosen before, and shakes on anything else', async () => {
    const user = userEvent.setup({ applyAccept: false });
    uploadServer();
    renderWithProviders(<Policy initial={{ id: idOf('vecchia.pdf'), fileName: 'vecchia.pdf' }} />);
    const files = () => screen.getByRole('list', { name: 'File caricati' });

    expect(within(files()).getByRole('link', { name: 'vecchia.pdf' }).closest('li')).toHaveAttribute('data-state', 'preloaded');
    await user.upload(screen.getByLabelText('Carica la policy del programma (PDF)'), pdf('policy.pdf'));
    await waitFor(() => expect(within(files()).getByRole('link', { name: 'policy.pdf' }).closest('li')).toHaveAttribute('data-state', 'success'));
    expect(within(files()).queryByText('vecchia.pdf')).not.toBeInTheDocument();
    expect(within(files()).getByRole('link', { name: 'policy.pdf' })).toHaveAttribute('href', `/api/uploads/${idOf('policy.pdf')}`);

    await user.upload(screen.getByLabelText('Carica la policy del programma (PDF)'), png('policy.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tipo di file non consentito');
    await waitFor(() => expect(screen.getByLabelText('Carica la policy del programma (PDF)').closest('.mantine-Dropzone-root')).toHaveClass('bb-shake'));

    await user.click(screen.getByRole('button', { name: 'Rimuovi la policy' }));
    expect(screen.queryByRole('list', { name: 'File caricati' })).not.toBeInTheDocument();
    expect(screen.getByText('Applicata ora:')).toBeInTheDocument();
  });
});
