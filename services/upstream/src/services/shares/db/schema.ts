// The shares service's own tables (research shares, spec 3 §7): the tickets subscribers make for one
// report each, and the courtesy views their redemptions grant. A ticket is kept only as its SHA-256
// hash: whoever reads this table (or a backup of it) cannot open anything, and nothing here can
// list a ticket back to anyone. No foreign key to the content tables, so reseeding content never
// touches what was shared.
// Its migrations are in the one history (services/upstream/drizzle, drizzle.config.ts): after a
// change run `npx drizzle-kit generate` from services/upstream.
// Kept free of relative imports so drizzle-kit can load it on its own.
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const researchShares = pgTable(
  'research_shares',
  {
    // A UUID: what the creator lists and revokes by, never the ticket.
    id: text('id').primaryKey(),
    // hex SHA-256 of the ticket.
    ticketHash: text('ticket_hash').notNull().unique(),
    creatorId: text('creator_id').notNull(),
    contentId: text('content_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // Until when the ticket may be redeemed.
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    // Set by the creator's revoke: the ticket is refused and its courtesy views end at once.
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('research_shares_creator_idx').on(t.creatorId, t.createdAt)],
);

export const courtesyGrants = pgTable(
  'courtesy_grants',
  {
    shareId: text('share_id')
      .notNull()
      .references(() => researchShares.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    // The shared report (the share's), kept here so that access asks one index.
    contentId: text('content_id').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    // One courtesy view per reader per ticket: opening the link again does not extend it.
    primaryKey({ columns: [t.shareId, t.userId] }),
    index('courtesy_grants_user_content_idx').on(t.userId, t.contentId),
  ],
);

export type ResearchShareRow = typeof researchShares.$inferSelect;
export type CourtesyGrantRow = typeof courtesyGrants.$inferSelect;
