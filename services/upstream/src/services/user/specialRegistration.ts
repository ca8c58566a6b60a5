// Special registration fields (spec 1 §3: name, required, value). The portal knows one, 'Org
// Selections' (spec 1 §3: the update sends specialReg as an 'Org Selections' value); client
// accounts must fill it in, other users may.
import type { SpecialRegistrationField } from '@portal/domain';
import type { AuthUser } from '../auth/userStore.js';

export const ORG_SELECTIONS = 'Org Selections';

export function specialRegistrationFieldsOf(user: AuthUser): SpecialRegistrationField[] {
  return [{ name: ORG_SELECTIONS, required: user.userType === 'client', value: user.specialRegistration[ORG_SELECTIONS] ?? '' }];
}
