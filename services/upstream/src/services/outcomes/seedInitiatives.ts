// Demo initiatives of the demo readers (not the employees, who view clients' in the client
// viewer), so the pages have something to show on a local run and in the tests. Seeded once per
// user (initiative_seeds): a status a reader changed stays changed across restarts.
import { inArray } from 'drizzle-orm';
import type { InitiativeActionStatus } from '@portal/domain';
import { isInternalUser } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { initiativeActions, initiativeSeeds, initiatives } from './db/schema.js';

interface DemoAction {
  title: string;
  description: string;
  /** Days from the seeding day. */
  dueInDays: number | null;
  status: InitiativeActionStatus;
}

export const DEMO_INITIATIVES: { title: string; description: string; actions: DemoAction[] }[] = [
  {
    title: 'Modernize the B2B buying journey',
    description: 'Align marketing, sales and product around how business buyers research and buy today.',
    actions: [
      { title: 'Map the buying group for our top segment', description: 'Use the buyer insights research to name each role and its concerns.', dueInDays: 14, status: 'Completed' },
      { title: 'Audit content against buying stages', description: 'Tag every asset with the stage it serves and note the gaps.', dueInDays: 30, status: 'In progress' },
      { title: 'Agree on shared pipeline metrics', description: 'Replace lead volume with opportunity-based measures across teams.', dueInDays: 60, status: 'Not started' },
    ],
  },
  {
    title: 'Build a customer experience measurement program',
    description: 'Connect experience metrics to revenue and retention so investments can be prioritized.',
    actions: [
      { title: 'Choose the journeys to measure first', description: 'Pick two journeys with the most customer effort.', dueInDays: 21, status: 'In progress' },
      { title: 'Link experience scores to retention data', description: 'Work with analytics to join survey results with renewal outcomes.', dueInDays: 45, status: 'Not started' },
    ],
  },
];

export const DEMO_OTHER_ACTIONS: DemoAction[] = [
  { title: 'Schedule an inquiry with an analyst', description: 'Review the plan with the analyst who covers buying journeys.', dueInDays: 7, status: 'Not started' },
  { title: 'Share the research summary with the leadership team', description: 'Send the one-page summary before the quarterly review.', dueInDays: null, status: 'Completed' },
];

const isoDay = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedInitiatives(db: Database, users: readonly { id: string; userType: string }[], now = new Date()): Promise<void> {
  const readers = users.filter((user) => !isInternalUser(user.userType)).map((user) => user.id);
  if (readers.length === 0) return;
  await db.transaction(async (tx) => {
    const seeded = new Set((await tx.select({ userId: initiativeSeeds.userId }).from(initiativeSeeds).where(inArray(initiativeSeeds.userId, readers))).map((r) => r.userId));
    const todo = readers.filter((id) => !seeded.has(id));
    if (todo.length === 0) return;
    const actionRow = (userId: string, initiativeId: number | null, action: DemoAction, position: number) => ({
      userId,
      initiativeId,
      title: action.title,
      description: action.description,
      dueDate: action.dueInDays === null ? null : isoDay(now, action.dueInDays),
      status: action.status,
      position,
    });
    for (const userId of todo) {
      const created = await tx
        .insert(initiatives)
        .values(DEMO_INITIATIVES.map(({ title, description }, position) => ({ userId, title, description, position })))
        .returning({ id: initiatives.id, position: initiatives.position });
      const rows = created.flatMap(({ id, position }) => DEMO_INITIATIVES[position]!.actions.map((action, i) => actionRow(userId, id, action, i)));
      rows.push(...DEMO_OTHER_ACTIONS.map((action, i) => actionRow(userId, null, action, i)));
      await tx.insert(initiativeActions).values(rows);
    }
    await tx.insert(initiativeSeeds).values(todo.map((userId) => ({ userId }))).onConflictDoNothing();
  });
}
