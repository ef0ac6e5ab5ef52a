import type { User } from '@bb/domain';
import { Avatar, type AvatarProps } from '@mantine/core';
import { uploadUrl } from '../lib/uploads.ts';

export function displayName(user: Pick<User, 'firstName' | 'username'>): string {
  return user.firstName?.trim() || user.username;
}

/** A person's full name, or @username when they gave none (team members, a company's owner). */
export function personName(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || `@${user.username}`;
}

function initials(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const letters = [user.firstName, user.lastName].map((part) => part?.trim()[0] ?? '').join('');
  return (letters || user.username.slice(0, 2)).toUpperCase();
}

/** The user's picture (GET /api/uploads/{id}) or their initials. Decorative: the name is always next to it. */
export function UserAvatar({ user, ...props }: { user: Pick<User, 'firstName' | 'lastName' | 'username' | 'picture'> } & AvatarProps) {
  return (
    <Avatar src={user.picture ? uploadUrl(user.picture.id) : null} alt="" color="indigo" radius={1000} {...props}>
      {initials(user)}
    </Avatar>
  );
}
