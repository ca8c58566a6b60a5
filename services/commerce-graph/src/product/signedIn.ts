// A user's products and registrations (@Authorized): logged out, refused with this message.
export const SIGN_IN_FOR_PRODUCTS_MESSAGE = 'Log in to see and register your products';
