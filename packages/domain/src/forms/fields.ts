// Field rules the form schemas share. Values stay as typed: the rules look past surrounding
// spaces (a blank answer is an empty one) but do not change what is sent.
import { z } from '../zod.js';
import { REQUIRED_MESSAGE, maxLengthMessage } from '../profile.js';
import { tooManyBytesMessage, utf8ByteLength } from '../byteLimits.js';

/** RFC 5321 caps an e-mail address at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

const notBlank = (value: string) => value.trim() !== '';

/** Text that must not be blank, optionally bounded. */
export function requiredText(max?: number) {
  const text = z.string({ error: REQUIRED_MESSAGE }).refine(notBlank, { error: REQUIRED_MESSAGE });
  return max === undefined ? text : text.refine((value) => value.length <= max, { error: maxLengthMessage(max) });
}

/** An e-mail address the user must give; sent trimmed, otherwise as typed (spec 1 §5: no format checks). */
export const requiredEmail = z.string().trim().refine(notBlank, { error: REQUIRED_MESSAGE }).refine((value) => value.length <= EMAIL_MAX_LENGTH, {
  error: maxLengthMessage(EMAIL_MAX_LENGTH),
});

/** Text bounded in UTF-8 bytes (byteLimits.ts); required means not blank. */
export function byteBoundedText(limit: number, options: { required?: boolean } = {}) {
  const text = z.string({ error: REQUIRED_MESSAGE });
  const present = options.required ? text.refine(notBlank, { error: REQUIRED_MESSAGE }) : text;
  return present.refine((value) => utf8ByteLength(value) <= limit, { error: tooManyBytesMessage(limit) });
}

/** Spec 1 §5 "a standard address shape": something@something.tld, no spaces. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const EMAIL_SHAPE_MESSAGE = 'Please enter a valid email address';
