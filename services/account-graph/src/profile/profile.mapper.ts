import type { ProfileDto } from '../rest/user.api.js';
import type { Profile } from './profile.type.js';

export function toProfile(dto: ProfileDto): Profile {
  const { usermetaId, ...fields } = dto;
  return { ...fields, id: usermetaId, isSSO: Boolean(dto.isSSO) };
}
