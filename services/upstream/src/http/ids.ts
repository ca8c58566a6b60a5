// Each endpoint accepts only ids of its own kind (RES… research, BIO… analysts, GR-… graphics):
// the checks are the contracts' (@portal/contracts), so a route's schema and its handler agree.
export { isAnalystId, isAnyContentId, isGraphicsId, isResearchId, MAX_BATCH_IDS, type IdCheck } from '@portal/contracts';
