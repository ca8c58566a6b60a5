// The per-report access check (spec 3 §6): for content ids, whether the caller may read each. The
// caller is the verified user context, never an e-mail or id in the request, so no one can probe
// what another user may read. One light query (no bodies) whatever the number of ids.
import { inArray } from 'drizzle-orm';
import type { AccessCheckDto } from '@portal/contracts';
import type { Reader } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { research } from '../../db/schema.js';
import { canRead } from './access.js';

export async function checkAccess(db: Database, reader: Reader | null, ids: readonly string[]): Promise<AccessCheckDto> {
  const rows = await db
    .select({ id: research.id, access: research.access, products: research.products })
    .from(research)
    .where(inArray(research.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ contentId: id, hasAccess: canRead(reader, row) }] : [];
  });
  return { items };
}
