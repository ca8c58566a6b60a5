// Profile, preferences and the rest of the account are one user's (@Authorized): logged out,
// refused with this message.
export const SIGN_IN_FOR_ACCOUNT_MESSAGE = 'Log in to manage your account';
