import type { WebinarRegistrationDto } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';

const BASE = '/webinar-service/api/v1/webinar';

// webinar-service registrations (spec 3 §7 registerToWebinar): one user's, never cached.
export class WebinarRegistrationApi extends PortalRestDataSource {
  /** The caller's registrations among these webinars. */
  async mine(webinarIds: readonly string[]): Promise<WebinarRegistrationDto[]> {
    const { items } = await this.getJson<{ items: WebinarRegistrationDto[] }>(`${BASE}/registrations`, { params: { ids: webinarIds.join(',') }, cache: false });
    return items;
  }

  register(webinarId: string): Promise<WebinarRegistrationDto> {
    return this.postJson<WebinarRegistrationDto>(`${BASE}/${encodeURIComponent(webinarId)}/registration`, { emptyIsSuccess: false });
  }
}
