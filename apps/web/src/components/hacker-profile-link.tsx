import { Anchor, Text, VisuallyHidden, type MantineSize } from '@mantine/core';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrentUserContext } from '../lib/current-user.tsx';
import { hackerProfilePath } from '../lib/paths.ts';

/**
 * A hacker's username, linking to their public profile on the signed-in viewer's own route, in a new
 * tab. Visitors (public pages) and rows without the hacker's id get the plain name: the profile
 * needs a session.
 */
export function HackerProfileLink({ hackerId, username, size = 'sm' }: { hackerId: string | null; username: string; size?: MantineSize }) {
  const { t } = useTranslation();
  const viewer = useContext(CurrentUserContext);
  if (!viewer || !hackerId) {
    return (
      <Text span size={size} style={{ overflowWrap: 'anywhere' }}>
        {username}
      </Text>
    );
  }
  return (
    <Anchor href={hackerProfilePath(viewer.userType, hackerId)} target="_blank" rel="noopener" size={size} style={{ overflowWrap: 'anywhere' }}>
      {username}
      <VisuallyHidden component="span">{` (${t('hackerProfile.opensInNewTab')})`}</VisuallyHidden>
    </Anchor>
  );
}
