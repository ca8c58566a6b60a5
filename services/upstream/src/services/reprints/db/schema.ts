// The reprints service's own table (spec 1 §6, 3 §4): the reprint and preview tokens reprint users
// issue, one report each. A token is kept only as its SHA-256 hash, like a share ticket: whoever
// reads this table (or a backup of it) opens nothing. No foreign key to the content tables, so
// reseeding content never touches what was issued.
// Its migrations are in the one history (services/upstream/drizzle, drizzle.config.ts): after a
// change run `npx drizzle-kit generate` from services/upstream.
// Kept free of relative imports so drizzle-kit can load it on its own.
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const reprintTokens = pgTable(
  'reprint_tokens',
  {
    // A UUID: what an audit lists the token by, never the token.
    id: text('id').primaryKey(),
    // hex SHA-256 of the token.
    tokenHash: text('token_hash').notNull().unique(),
    // 'reprints' (a customer's reprint licence) or 'preview'.
    kind: text('kind', { enum: ['reprints', 'preview'] }).notNull(),
    issuerId: text('issuer_id').notNull(),
    contentId: text('content_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    // Set when the licence is withdrawn: the token is refused at once.
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('reprint_tokens_issuer_idx').on(t.issuerId, t.createdAt)],
);

export type ReprintTokenRow = typeof reprintTokens.$inferSelect;
