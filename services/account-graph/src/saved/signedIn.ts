// The saved collection is one user's (@Authorized): logged out, refused with this message.
export const SIGN_IN_TO_SAVE_MESSAGE = 'Log in to save content to your favorites';
