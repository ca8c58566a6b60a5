import type { InitiativeActionDto, InitiativeDto, InitiativeListDto } from '@portal/contracts';
import type { Initiative, InitiativeAction, Initiatives } from './initiative.type.js';

// The service's integer ids become GraphQL IDs (strings).
export function toInitiativeAction(dto: InitiativeActionDto): InitiativeAction {
  return { ...dto, actionItemId: String(dto.actionItemId), initiativeId: dto.initiativeId === null ? null : String(dto.initiativeId) };
}

export function toInitiative(dto: InitiativeDto): Initiative {
  return { ...dto, id: String(dto.id), actions: dto.actions.map(toInitiativeAction) };
}

export function toInitiatives(dto: InitiativeListDto): Initiatives {
  return { clientName: dto.clientName, accountName: dto.accountName, initiatives: dto.initiatives.map(toInitiative), otherActions: dto.otherActions.map(toInitiativeAction) };
}
