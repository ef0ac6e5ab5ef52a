import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TokenScopes } from '@bb/domain';
import { users } from './users.ts';

/** Personal access tokens (modules/integrations): only the SHA-256 of the token is kept. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 of the token (hex): tokens are random 32 bytes, so a fast hash is as safe as a slow one. */
    tokenHash: text('token_hash').notNull().unique(),
    /** `bbt_` and the token's first characters, for lists. */
    hint: text('hint').notNull(),
    scopes: jsonb('scopes').$type<TokenScopes>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_tokens_user_id_created_at_idx').on(t.userId, t.createdAt)],
);
