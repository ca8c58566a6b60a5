export { isWebinarId } from '@portal/contracts';
