import type { AlertDto, AnalystAlertDto } from '@portal/contracts';

export const isAnalystAlert = (alert: AlertDto): alert is AnalystAlertDto => typeof alert.analystId === 'string';
