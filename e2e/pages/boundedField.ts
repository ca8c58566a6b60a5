// The fields of a form bounded in UTF-8 bytes (packages/domain FORM_BYTE_LIMITS), as the page shows
// them: each form's page object says where each row of the table is on its page, and these
// helpers turn the table into the list a test drives, so a new row reaches the test through the
// table and its page object alone. A row the page object does not place is an error, not a skip.
import type { Locator } from '@playwright/test';
import { FORM_BYTE_LIMITS, type ByteLimitedField, type ProviderFormName } from '@portal/domain';
import { textOfBytes } from '../support/byteText.js';

/** One bounded field on the page (a row of the table the page repeats, a participant's, is one per copy). */
export interface BoundedField {
  /** The row's field, and which copy when the page repeats it ('participantJobTitle of Participant 2'). */
  name: string;
  limit: number;
  /** The input whose accessible description is its bytes left, and then the rule's message. */
  input: Locator;
  /** Puts text of exactly `bytes` UTF-8 bytes in it, of mixed multi-byte characters. */
  fillBytes(bytes: number): Promise<void>;
}

/** Where a row is on the page: its inputs, or why the reader never types it. */
export type Placement = { inputs: readonly BoundedField[] } | { notTyped: string };

type Row = (typeof FORM_BYTE_LIMITS)[number];

/** A text box filled with plain multi-byte text. */
export function textField(name: string, limit: number, input: Locator): BoundedField {
  return { name, limit, input, fillBytes: (bytes) => input.fill(textOfBytes(bytes)) };
}

const EMAIL_DOMAIN = '@litware.example';

/** An e-mail box: the multi-byte text is the address's local part, so it keeps the standard shape the rules ask for. */
export function emailField(name: string, limit: number, input: Locator): BoundedField {
  // Chromium converts an e-mail input's domain to punycode, which would change the byte count; it
  // keeps the local part as typed.
  return { name, limit, input, fillBytes: (bytes) => input.fill(`${textOfBytes(bytes - EMAIL_DOMAIN.length)}${EMAIL_DOMAIN}`) };
}

/** Plain text boxes found by their labels (`locate`), by the fields of their rows. */
export function textPlacements<L extends Record<string, string>>(labels: L, locate: (label: string) => Locator): Record<keyof L, (limit: number) => Placement> {
  const placements = {} as Record<keyof L, (limit: number) => Placement>;
  for (const field of Object.keys(labels) as (keyof L & string)[]) {
    placements[field] = (limit) => ({ inputs: [textField(field, limit, locate(labels[field]!))] });
  }
  return placements;
}

/** Where each row of a form's table is on its page, given the row's limit. */
export type Placements<F extends ProviderFormName> = Record<ByteLimitedField<F>, (limit: number) => Placement>;

export interface BoundedFields {
  /** The fields to drive, in the table's order. */
  fields: BoundedField[];
  /** The rows no reader types, each with why. */
  notTyped: string[];
}

/** Every row of `form`'s table placed on the page by `placements`. */
export function boundedFieldsOf<F extends ProviderFormName>(form: F, placements: Placements<F>): BoundedFields {
  const rows = FORM_BYTE_LIMITS.filter((row): row is Extract<Row, { form: F }> => row.form === form);
  const found: BoundedFields = { fields: [], notTyped: [] };
  for (const row of rows) {
    const place = (placements as Partial<Record<string, (limit: number) => Placement>>)[row.field];
    if (!place) throw new Error(`The byte limit ${form}.${row.field} is not placed on the page: say where it is in the page object's placements`);
    const placement = place(row.limit);
    if ('inputs' in placement) found.fields.push(...placement.inputs);
    else found.notTyped.push(`${form}.${row.field}: ${placement.notTyped}`);
  }
  return found;
}
