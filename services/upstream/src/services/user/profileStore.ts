// Writes a user's profile. Only ever by the caller's own id (see requireUser).
import { eq } from 'drizzle-orm';
import { formatPhoneNumber, type ProfileValues } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { authUsers } from '../auth/db/schema.js';
import { ORG_SELECTIONS } from './specialRegistration.js';

export async function updateProfile(db: Database, userId: string, profile: ProfileValues, specialReg: string | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ specialRegistration: authUsers.specialRegistration }).from(authUsers).where(eq(authUsers.id, userId)).for('update');
    const specialRegistration = specialReg === undefined ? row?.specialRegistration : { ...row?.specialRegistration, [ORG_SELECTIONS]: specialReg };
    await tx
      .update(authUsers)
      .set({
        accountName: profile.accountName.trim(),
        city: profile.city,
        country: profile.countryCode,
        phoneExtension: profile.extension,
        firstName: profile.firstName.trim(),
        jobTitle: profile.jobTitle.trim(),
        lastName: profile.lastName.trim(),
        otherRegion: profile.otherRegion,
        // Spec 1 §5: stored as the portal shows it, dashes removed and digits grouped 3.3.rest.
        phoneNumber: formatPhoneNumber(profile.phoneNumber),
        postalCode: profile.postalCode,
        prefix: profile.prefix,
        state: profile.state,
        street: profile.street,
        streetSecondLine: profile.streetSecondLine,
        ...(specialRegistration ? { specialRegistration } : {}),
      })
      .where(eq(authUsers.id, userId));
  });
}
