import { UPLOAD_LIMITS, type User } from '@bb/domain';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { PictureUploadField } from '../../../components/picture-upload-field.tsx';
import { useUpdateMe } from '../api/update-me.ts';
import { SettingsCard } from '../../../components/settings-card.tsx';

const MAX_MB = UPLOAD_LIMITS.picture.maxBytes / (1024 * 1024);

/** Profile picture: uploaded, then PATCH /users/me. */
export function PictureCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const updateMe = useUpdateMe();
  return (
    <SettingsCard title={t('account.picture.title')} description={t('account.picture.description', { size: MAX_MB })}>
      <PictureUploadField
        avatar={<UserAvatar user={user} size={96} />}
        hasPicture={user.picture !== null}
        save={(picture) => updateMe.mutateAsync({ picture })}
        saving={updateMe.isPending}
        textKeys="account.picture"
      />
    </SettingsCard>
  );
}
