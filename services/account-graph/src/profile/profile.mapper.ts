import type { ProfileDto } from '@portal/contracts';
import type { Profile } from './profile.type.js';

export function toProfile(dto: ProfileDto): Profile {
  const { usermetaId, ...fields } = dto;
  return { ...fields, id: usermetaId, isSSO: Boolean(dto.isSSO) };
}
