import { lazy, Suspense, useState } from 'react';

const LanguageModal = lazy(async () => ({ default: (await import('./language-modal.tsx')).LanguageModal }));

/** The language modal, its code (Mantine's Modal and radios) fetched the first time it opens, then kept for its transitions. */
export function LazyLanguageModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [needed, setNeeded] = useState(opened);
  if (opened && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LanguageModal opened={opened} onClose={onClose} />
    </Suspense>
  );
}
