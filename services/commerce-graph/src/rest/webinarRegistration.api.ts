import { webinarRegistrationContracts, type WebinarRegistrationDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

// webinar-service registrations (spec 3 §7 registerToWebinar): one user's, never cached.
export class WebinarRegistrationApi extends PortalRestDataSource {
  /** The caller's registrations among these webinars. */
  async mine(webinarIds: readonly string[]): Promise<WebinarRegistrationDto[]> {
    const { items } = await this.callContract(webinarRegistrationContracts.mine, { query: { ids: webinarIds.join(',') } }, { cache: false });
    return items;
  }

  register(webinarId: string): Promise<WebinarRegistrationDto> {
    return this.callContract(webinarRegistrationContracts.register, { params: { id: webinarId } }, { emptyIsSuccess: false });
  }
}
