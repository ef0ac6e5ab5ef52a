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

/** Who an avatar shows: a username always; the names where the viewer may see them (never a hacker's to others). */
export type AvatarPerson = Pick<User, 'username' | 'picture'> & Partial<Pick<User, 'firstName' | 'lastName'>>;

/**
 * Two letters of the person's own: first and last name's initials, or else the first letters of the username's first
 * two words (demo_hacker: DH, volpe.rossa: VR), or its first two letters when it is one word (bytequeen: BY).
 */
export function initials(user: Pick<AvatarPerson, 'firstName' | 'lastName' | 'username'>): string {
  const named = [user.firstName, user.lastName].map((part) => part?.trim()[0] ?? '').join('');
  if (named) return named.toUpperCase();
  const words = user.username.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const [first = user.username, second] = words;
  return (second ? `${first[0]}${second[0]}` : first.slice(0, 2)).toUpperCase();
}

/** The user's picture (GET /api/uploads/{id}) or their initials. Decorative: the name is always next to it. */
export function UserAvatar({ user, ...props }: { user: AvatarPerson } & AvatarProps) {
  return (
    <Avatar src={user.picture ? uploadUrl(user.picture.id) : null} alt="" color="indigo" radius={1000} {...props}>
      {initials(user)}
    </Avatar>
  );
}
