import { initiativeContracts, type DashboardPresentationDto, type InitiativeActionDto, type InitiativeDto, type InitiativeListDto } from '@portal/contracts';
import type { InitiativeActionStatus } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';

// outcomes-service: one reader's initiatives (or, for an employee, a client's). Never cached: they
// are one user's and change with every status change.
export class InitiativeApi extends PortalRestDataSource {
  list(): Promise<InitiativeListDto> {
    return this.callContract(initiativeContracts.list, {}, { cache: false });
  }

  byId(id: string): Promise<InitiativeDto> {
    return this.callContract(initiativeContracts.get, { params: { id } }, { cache: false, emptyIsSuccess: false });
  }

  byEmail(email: string): Promise<InitiativeListDto> {
    return this.callContract(initiativeContracts.byEmail, { body: { email } }, { emptyIsSuccess: false });
  }

  presentation(id: string): Promise<DashboardPresentationDto> {
    return this.callContract(initiativeContracts.presentation, { params: { id } }, { cache: false, emptyIsSuccess: false });
  }

  updateAction(actionItemId: string, change: { initiativeId: number | null; status: InitiativeActionStatus }): Promise<InitiativeActionDto> {
    return this.callContract(initiativeContracts.updateAction, { params: { actionItemId }, body: change }, { emptyIsSuccess: false });
  }
}
