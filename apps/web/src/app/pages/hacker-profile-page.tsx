import { BlockHackerAction } from '../../features/admin/components/block-hacker-action.tsx';
import { HackerProfilePage } from '../../features/hacker-profile/components/hacker-profile-page.tsx';

/** A hacker's public profile with what the viewer may do about the hacker: a super admin blocks or unblocks them. */
export function HackerProfileRoute() {
  return <HackerProfilePage renderActions={(hacker) => <BlockHackerAction hacker={hacker} />} />;
}
