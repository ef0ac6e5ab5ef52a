import type { VerificationTokenAnswer } from '@bb/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SandboxPanel } from './sandbox-panel.tsx';

// Sumsub's SDK stays out of the main bundle: only hackers who open it download it.
const SumsubWidget = lazy(async () => ({ default: (await import('./sumsub-widget.tsx')).SumsubWidget }));

/** The provider's widget in a dialog; closing it (or finishing in the sandbox) ends the session. */
export function VerificationWidget({ session, onClose }: { session: VerificationTokenAnswer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const sandbox = session?.provider === 'sandbox';
  return (
    <DialogFrame
      opened={session !== null}
      onClose={onClose}
      size={sandbox ? 'md' : 'xl'}
      title={t(sandbox ? 'verification.sandbox.title' : 'verification.widget.title')}
    >
      {session?.provider === 'sumsub' ? (
        <Suspense fallback={<PageLoader minHeight={320} />}>
          <SumsubWidget accessToken={session.token} />
        </Suspense>
      ) : null}
      {sandbox ? <SandboxPanel onDone={onClose} /> : null}
    </DialogFrame>
  );
}
