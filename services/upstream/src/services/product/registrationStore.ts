// Product registration ids: issued unclaimed (seeded here for the demo and the tests), claimed
// once. A claim is one conditional UPDATE, so two users entering the same id at once cannot both
// get it.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ProductRegistrationDto } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { productRegistrations, type ProductRegistrationRow } from '../accountExtras/db/schema.js';

export type ClaimResult =
  | { kind: 'claimed'; registration: ProductRegistrationDto }
  | { kind: 'unknown' }
  | { kind: 'yours' }
  | { kind: 'taken' };

export function toRegistrationDto(row: ProductRegistrationRow): ProductRegistrationDto {
  return { registrationId: row.registrationId, productId: row.productId, registeredAt: (row.registeredAt ?? new Date(0)).toISOString() };
}

export async function registrationsOf(db: Database, userId: string): Promise<ProductRegistrationDto[]> {
  const rows = await db
    .select()
    .from(productRegistrations)
    .where(eq(productRegistrations.userId, userId))
    .orderBy(asc(productRegistrations.registeredAt), asc(productRegistrations.registrationId));
  return rows.map(toRegistrationDto);
}

export async function claimRegistration(db: Database, userId: string, registrationId: string): Promise<ClaimResult> {
  // Ids are matched as issued, whatever case the user types them in.
  const id = registrationId.toUpperCase();
  const [claimed] = await db
    .update(productRegistrations)
    .set({ userId, registeredAt: new Date() })
    .where(and(eq(productRegistrations.registrationId, id), isNull(productRegistrations.userId)))
    .returning();
  if (claimed) return { kind: 'claimed', registration: toRegistrationDto(claimed) };
  const [existing] = await db.select().from(productRegistrations).where(eq(productRegistrations.registrationId, id)).limit(1);
  if (!existing) return { kind: 'unknown' };
  return existing.userId === userId ? { kind: 'yours' } : { kind: 'taken' };
}

/**
 * Registration ids for a local run and the tests (README): unclaimed ones to enter, and the
 * products the demo users already hold. Inserted only when missing; a claim is never undone.
 */
export const SEEDED_REGISTRATIONS: { registrationId: string; productId: string; userId?: string }[] = [
  { registrationId: 'MRD-FD-CLIENT-0001', productId: 'decisions', userId: 'usr-client-0001' },
  { registrationId: 'MRD-FD-EMPLOYEE-0001', productId: 'decisions', userId: 'usr-employee-0001' },
  { registrationId: 'MRD-FMI-EMPLOYEE-0001', productId: 'market-insights', userId: 'usr-employee-0001' },
  { registrationId: 'MRD-FD-ROBIN-0001', productId: 'decisions', userId: 'usr-client-0002' },
  { registrationId: 'MRD-FD-SAM-0001', productId: 'decisions', userId: 'usr-client-0003' },
  // Unclaimed: 1-9 for anyone to try, 11-19 kept for the integration tests, 21-29 for e2e.
  ...Array.from({ length: 29 }, (_, i) => i + 1)
    .filter((n) => n % 10 !== 0)
    .map((n) => ({ registrationId: `MRD-${n % 2 ? 'FMI' : 'AOC'}-${String(n).padStart(4, '0')}`, productId: n % 2 ? 'market-insights' : 'analyst-on-call' })),
];

export async function seedProductRegistrations(db: Database): Promise<void> {
  await db
    .insert(productRegistrations)
    .values(SEEDED_REGISTRATIONS.map((r) => ({ ...r, userId: r.userId ?? null, registeredAt: r.userId ? new Date('2026-01-05T09:00:00Z') : null })))
    .onConflictDoNothing();
}
