// Messages every form shares, in a module without zod: a page that only shows one (the app shell
// imports the identity rules) does not download zod with it (issue #14).
export const REQUIRED_MESSAGE = 'This field is required';
export const maxLengthMessage = (max: number) => `Must be ${max} characters or fewer`;
