// The byte limits of the forms that reach the provider (spec 1 §5), in one table. The provider's
// systems store these fields in byte-bounded columns, so a limit counts UTF-8 bytes, not
// characters: 'é' is 2 bytes, '€' 3, an emoji 4. The form (bytes left), the subgraph's input
// validation and upstream all judge a value with `utf8ByteLength` against this table, so a text
// of multi-byte characters is accepted or refused the same everywhere.
//
// The spec names one thing three ways: the form's limit list says `companyCity`, the briefing
// it sends says `City`, the saved company information says `companyCity` again (and `companyTelephone`
// for `companyPhone`). Each row says all three: `field` is the name in our forms and GraphQL input,
// `wire` the name in the REST body of the submission, `saved` the name in the saved company info.

export type ProviderFormName = 'contact' | 'inquiry' | 'briefing';

export interface ByteLimit {
  readonly form: ProviderFormName;
  readonly field: string;
  readonly wire: string;
  /** The name in the saved company information (briefing only), when it is saved. */
  readonly saved?: string;
  readonly limit: number;
  /** True for a limit the spec gives; false for one of ours (a field the spec leaves unbounded). */
  readonly fromSpec: boolean;
}

function row<const F extends ProviderFormName, const N extends string>(
  form: F,
  field: N,
  limit: number,
  options: { wire?: string; saved?: string; fromSpec?: boolean } = {},
): ByteLimit & { form: F; field: N } {
  return { form, field, wire: options.wire ?? field, saved: options.saved, limit, fromSpec: options.fromSpec ?? true };
}

export const FORM_BYTE_LIMITS = [
  // Contact form (spec 1 §5).
  row('contact', 'subject', 200),
  row('contact', 'message', 4000),
  // Ours: a visitor's name and address, and where they came from.
  row('contact', 'name', 200, { fromSpec: false }),
  row('contact', 'email', 254, { fromSpec: false }),
  row('contact', 'phone', 50, { fromSpec: false }),
  row('contact', 'referer', 2048, { fromSpec: false }),
  // Inquiry (spec 1 §5).
  row('inquiry', 'subject', 100),
  row('inquiry', 'question', 4000),
  row('inquiry', 'goal', 4000),
  row('inquiry', 'topic', 200, { fromSpec: false }),
  // Briefing (spec 1 §5).
  row('briefing', 'analysts', 500),
  row('briefing', 'customCoverageArea', 484),
  row('briefing', 'briefingDate', 300),
  row('briefing', 'briefingDescription', 1100),
  row('briefing', 'companyAddress', 200, { saved: 'companyAddress' }),
  row('briefing', 'companyCity', 100, { wire: 'City', saved: 'companyCity' }),
  row('briefing', 'companyName', 100, { wire: 'Name', saved: 'companyName' }),
  row('briefing', 'companyPhone', 50, { wire: 'Phone', saved: 'companyTelephone' }),
  row('briefing', 'companyPurpose', 4000, { wire: 'Purpose', saved: 'companyPurpose' }),
  row('briefing', 'companyStateOther', 100, { wire: 'StateOther', saved: 'companyOtherState' }),
  row('briefing', 'companyURL', 100, { wire: 'URL', saved: 'companyURL' }),
  row('briefing', 'companyZipCode', 10, { wire: 'ZipCode', saved: 'companyZip' }),
  row('briefing', 'meetingAttendees', 500),
  row('briefing', 'subject', 1000),
  // Ours: the briefing fields the spec leaves unbounded.
  row('briefing', 'companyCountry', 100, { wire: 'Country', saved: 'companyCountry', fromSpec: false }),
  row('briefing', 'companyState', 100, { wire: 'State', saved: 'companyState', fromSpec: false }),
  row('briefing', 'inPersonMeetingLocation', 500, { fromSpec: false }),
  row('briefing', 'participantFullName', 100, { wire: 'fullName', fromSpec: false }),
  row('briefing', 'participantJobTitle', 128, { wire: 'jobTitle', fromSpec: false }),
  row('briefing', 'participantEmailAddress', 254, { wire: 'emailAddress', fromSpec: false }),
] as const satisfies readonly ByteLimit[];

type Row = (typeof FORM_BYTE_LIMITS)[number];
export type ByteLimitedField<F extends ProviderFormName> = Extract<Row, { form: F }>['field'];

const encoder = new TextEncoder();

/** How many bytes `text` takes in UTF-8 (a lone surrogate counts as the 3 bytes of U+FFFD, as it is sent). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** The same count through the platform's encoder; the tests hold `utf8ByteLength` to it. */
export function encodedByteLength(text: string): number {
  return encoder.encode(text).length;
}

export function byteLimitOf<F extends ProviderFormName>(form: F, field: ByteLimitedField<F>): number {
  const found = FORM_BYTE_LIMITS.find((limit) => limit.form === form && limit.field === field);
  if (!found) throw new Error(`No byte limit for ${form}.${field}`);
  return found.limit;
}

/** The table's row for a REST body's field name (upstream validates the body it receives by wire name). */
export function byteLimitOfWire(form: ProviderFormName, wire: string): ByteLimit | undefined {
  return FORM_BYTE_LIMITS.find((limit) => limit.form === form && limit.wire === wire);
}

export const tooManyBytesMessage = (limit: number) => `Must be ${limit} bytes or fewer`;

/** What the form shows under a field: '37 bytes left', or how far over it is. */
export function bytesLeftText(text: string, limit: number): string {
  const left = limit - utf8ByteLength(text);
  if (left >= 0) return `${left} ${left === 1 ? 'byte' : 'bytes'} left`;
  return `${-left} ${left === -1 ? 'byte' : 'bytes'} over the limit`;
}

export function fitsBytes(text: string, limit: number): boolean {
  return utf8ByteLength(text) <= limit;
}
