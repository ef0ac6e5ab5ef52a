import type { ProgramCard } from '@bb/domain';
import { Avatar, type AvatarProps } from '@mantine/core';
import { uploadUrl } from '../../../../lib/uploads.ts';

type ProgramCompany = ProgramCard['company'];

/** The first letters of the company's first two words ("Demo Srl" -> "DS"). */
export function companyInitials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('');
  return letters.toUpperCase() || '?';
}

/** The company's logo (GET /api/uploads/{id}) or its initials. Decorative: the name is always next to it. */
export function CompanyAvatar({ company, ...props }: { company: ProgramCompany } & AvatarProps) {
  return (
    <Avatar src={company.picture ? uploadUrl(company.picture.id) : null} alt="" color="indigo" radius="md" size={48} {...props}>
      {companyInitials(company.name)}
    </Avatar>
  );
}
