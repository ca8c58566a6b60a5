import { MaxLength } from 'class-validator';

// class-validator bounds the size of what a form's input accepts at all; each form's own rules
// (required fields, each field's limit: packages/domain) run in its resolver, so that every broken
// field comes back at once in extensions.fieldErrors.
export const MAX_INPUT_CHARS = 1000;
export const bounded = MaxLength(MAX_INPUT_CHARS, { message: `Must be ${MAX_INPUT_CHARS} characters or fewer` });
