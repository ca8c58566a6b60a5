// Demo data of the account extras, seeded with the demo users (SEED_DEMO_USERS): registration
// ids to enter and the products the demo users hold, their first notifications and initiatives.
import type { Database } from '../../db/client.js';
import { DEMO_USERS } from '../auth/demoUsers.js';
import { seedNotifications } from '../notification/seedNotifications.js';
import { seedInitiatives } from '../outcomes/seedInitiatives.js';
import { seedProductRegistrations } from '../product/registrationStore.js';

export async function seedAccountExtras(db: Database): Promise<void> {
  await seedProductRegistrations(db);
  await seedNotifications(db, DEMO_USERS.map((user) => user.id));
  await seedInitiatives(db, DEMO_USERS);
}
