// The report page's access check (spec 3 §6, §7): whether the person with an e-mail address may
// read some reports, by the same entitlement rule the report endpoints apply to their caller
// (canRead: public, employee, subscription product, purchase, courtesy view). It tells what
// someone else may read, so only an employee may ask (the router checks the caller first).
//
// An e-mail the user store does not know answers false, as does an unknown report id: the answer
// is the same "no access" whether or not an account exists. Employees are trusted with client
// accounts (the client viewer looks clients up by e-mail and names a missing one), so this is not
// a secret kept from them; it keeps the route a plain yes/no that says nothing more than it must,
// and "not a reader" is the honest answer for someone with no account.
import { inArray } from 'drizzle-orm';
import type { PersonAccessCheckDto } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { research } from '../../db/schema.js';
import { findUserByEmail } from '../auth/userStore.js';
import { canRead, readerById } from './access.js';

export async function personAccessCheck(db: Database, email: string, ids: readonly string[]): Promise<PersonAccessCheckDto> {
  const person = await findUserByEmail(db, email);
  if (!person) return { hasAccess: false };
  const [reader, rows] = await Promise.all([
    readerById(db, person.id),
    db.select({ id: research.id, access: research.access, products: research.products }).from(research).where(inArray(research.id, [...ids])),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  // Every report asked must exist and be readable: one unknown or closed report is "no access".
  const hasAccess = ids.every((id) => {
    const row = byId.get(id);
    return row !== undefined && canRead(reader, row);
  });
  return { hasAccess };
}
