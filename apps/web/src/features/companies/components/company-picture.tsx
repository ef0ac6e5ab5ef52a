import type { Company } from '@bb/domain';
import { Avatar, type AvatarProps } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { uploadUrl } from '../../../lib/uploads.ts';
import { PictureUploadField } from '../../../components/picture-upload-field.tsx';
import { useUpdateCompanyPicture } from '../api/update-company.ts';

/** The company's logo, or a building icon. Decorative: the name is always next to it. */
export function CompanyLogo({ company, ...props }: { company: Pick<Company, 'picture'> } & AvatarProps) {
  return (
    <Avatar src={company.picture ? uploadUrl(company.picture.id) : null} alt="" color="indigo" radius="md" {...props}>
      <IconBuilding size={32} aria-hidden />
    </Avatar>
  );
}

/** Logo upload, then PATCH /me/picture. */
export function CompanyPictureField({ company }: { company: Company }) {
  const updatePicture = useUpdateCompanyPicture();
  return (
    <PictureUploadField
      avatar={<CompanyLogo company={company} size={96} />}
      hasPicture={company.picture !== null}
      save={(picture) => updatePicture.mutateAsync({ picture })}
      saving={updatePicture.isPending}
      textKeys="companies.profile.picture"
    />
  );
}
