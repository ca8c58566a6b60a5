import { preferenceContracts, type ConsentDto } from '@portal/contracts';
import type { ConsentEntry } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';

// preference-service consent: one user's choices, never cached.
export class PreferenceApi extends PortalRestDataSource {
  consent(): Promise<ConsentDto> {
    return this.callContract(preferenceContracts.consent, {}, { cache: false });
  }

  saveConsent(preferences: ConsentEntry[]): Promise<ConsentDto> {
    return this.callContract(preferenceContracts.saveConsent, { body: { preferences } }, { emptyIsSuccess: false });
  }
}
