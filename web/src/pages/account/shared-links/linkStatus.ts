// How a link's times and status read in the shared-links tables.
import { formatLongDate } from '@portal/domain';

const STATUS_TEXT: Record<string, string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

export const statusText = (status: string): string => STATUS_TEXT[status] ?? status;
export const dateText = (iso: string): string => formatLongDate(iso);
