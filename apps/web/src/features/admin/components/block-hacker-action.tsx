import type { PublicHackerProfile } from '@bb/domain';
import { useState } from 'react';
import { useCan } from '../../../lib/can.ts';
import { BlockButton } from './hackers-tab.tsx';
import { BlockUserModal, type BlockTarget } from './user-modals.tsx';

/** Block or unblock a hacker from their public profile (super admins only), through the users screen's own confirmation. */
export function BlockHackerAction({ hacker }: { hacker: PublicHackerProfile }) {
  const can = useCan();
  const [target, setTarget] = useState<BlockTarget | null>(null);
  if (!can('users.manage')) return null;

  return (
    <>
      <BlockButton user={hacker} onClick={() => setTarget(hacker)} />
      <BlockUserModal user={target} onClose={() => setTarget(null)} />
    </>
  );
}
