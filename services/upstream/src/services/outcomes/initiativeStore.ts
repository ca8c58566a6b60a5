// The outcomes service's reads and writes. Who may see what is decided by the router; every write
// here names the owner, so an action is changed only by the user it belongs to.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { InitiativeActionDto, InitiativeDto, InitiativeListDto } from '@portal/contracts';
import type { InitiativeActionStatus } from '@portal/domain';
import type { Database } from '../../db/client.js';
import type { AuthUser } from '../auth/userStore.js';
import { initiativeActions, initiatives, type InitiativeActionRow, type InitiativeRow } from './db/schema.js';

/** Whose initiatives they are, as the client viewer shows it (spec 2 §3 clientName, accountName). */
export interface InitiativeOwner {
  clientName: string;
  accountName: string;
}

export function ownerOf(user: Pick<AuthUser, 'firstName' | 'lastName' | 'accountName' | 'company'>): InitiativeOwner {
  return { clientName: `${user.firstName} ${user.lastName}`.trim(), accountName: user.accountName || user.company };
}

export function toActionDto(row: InitiativeActionRow): InitiativeActionDto {
  return {
    actionItemId: row.id,
    initiativeId: row.initiativeId,
    title: row.title,
    description: row.description,
    dueDate: row.dueDate,
    actionStatus: row.status as InitiativeActionStatus,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toInitiativeDto(row: InitiativeRow, actions: InitiativeActionRow[], owner: InitiativeOwner): InitiativeDto {
  return { id: row.id, url: `/myinitiatives/${row.id}`, title: row.title, description: row.description, actions: actions.map(toActionDto), ...owner };
}

const actionOrder = [asc(initiativeActions.position), asc(initiativeActions.id)];

/** A user's initiatives with their actions, and their other actions: three queries however many there are. */
export async function listInitiatives(db: Database, userId: string, owner: InitiativeOwner): Promise<InitiativeListDto> {
  const rows = await db.select().from(initiatives).where(eq(initiatives.userId, userId)).orderBy(asc(initiatives.position), asc(initiatives.id));
  const actions = rows.length
    ? await db.select().from(initiativeActions).where(and(eq(initiativeActions.userId, userId), inArray(initiativeActions.initiativeId, rows.map((r) => r.id)))).orderBy(...actionOrder)
    : [];
  const other = await db.select().from(initiativeActions).where(and(eq(initiativeActions.userId, userId), isNull(initiativeActions.initiativeId))).orderBy(...actionOrder);
  return {
    ...owner,
    initiatives: rows.map((row) => toInitiativeDto(row, actions.filter((a) => a.initiativeId === row.id), owner)),
    otherActions: other.map(toActionDto),
  };
}

/** An initiative and the id of its owner, or undefined: the router decides whether the caller may see it. */
export async function findInitiative(db: Database, id: number): Promise<{ userId: string; toDto: (owner: InitiativeOwner) => InitiativeDto } | undefined> {
  const [row] = await db.select().from(initiatives).where(eq(initiatives.id, id)).limit(1);
  if (!row) return undefined;
  const actions = await db.select().from(initiativeActions).where(eq(initiativeActions.initiativeId, id)).orderBy(...actionOrder);
  return { userId: row.userId, toDto: (owner) => toInitiativeDto(row, actions, owner) };
}

/**
 * Sets the status of the owner's action `actionItemId` of `initiativeId` (null: an other action);
 * undefined when there is no such action of that user's, and then nothing changed.
 */
export async function updateActionStatus(
  db: Database,
  userId: string,
  change: { actionItemId: number; initiativeId: number | null; status: InitiativeActionStatus },
): Promise<InitiativeActionDto | undefined> {
  const [row] = await db
    .update(initiativeActions)
    .set({ status: change.status, updatedAt: new Date() })
    .where(
      and(
        eq(initiativeActions.id, change.actionItemId),
        eq(initiativeActions.userId, userId),
        change.initiativeId === null ? isNull(initiativeActions.initiativeId) : eq(initiativeActions.initiativeId, change.initiativeId),
      ),
    )
    .returning();
  return row && toActionDto(row);
}
