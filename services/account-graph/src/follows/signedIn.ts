// Follow lists and mutations are one user's (@Authorized): logged out, refused with this message.
export const SIGN_IN_TO_FOLLOW_MESSAGE = 'Log in to follow analysts and topics';
