import type { ConsentEntry } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';

export interface ConsentDto {
  preferences: ConsentEntry[];
}

// preference-service consent: one user's choices, never cached.
export class PreferenceApi extends PortalRestDataSource {
  consent(): Promise<ConsentDto> {
    return this.getJson<ConsentDto>('/preference-service/api/v1/consent', { cache: false });
  }

  saveConsent(preferences: ConsentEntry[]): Promise<ConsentDto> {
    return this.postJson<ConsentDto>('/preference-service/api/v1/consent', { body: { preferences }, emptyIsSuccess: false });
  }
}
