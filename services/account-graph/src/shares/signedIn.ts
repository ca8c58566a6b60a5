// Shares are one user's (@Authorized; spec 3 §6: shares calls only when logged in).
export { SIGN_IN_TO_SHARE_MESSAGE } from '@portal/domain';
