// Small zod shapes for the identity endpoints' JSON bodies.
import { z } from 'zod';

// E-mails are sent "as held" (spec 1 §5) but bounded: RFC 5321 caps an address at 254 characters.
export const emailField = z.string({ error: 'A valid e-mail address is required' }).trim().min(3, { error: 'A valid e-mail address is required' }).max(254).regex(/^[^\s@]+@[^\s@]+$/, { error: 'A valid e-mail address is required' });
export const secretField = z.string().max(1024);
