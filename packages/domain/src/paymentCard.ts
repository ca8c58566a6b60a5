// The one table of card rules (spec 1 §9: Visa, Discover, Mastercard, American Express; spec 2 §5:
// the card labels, the expiry's automatic '/', the security code). The checkout form and the
// services that receive it both read these, so a card the page accepts is a card the server does.

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

export interface CardBrandRule {
  brand: CardBrand;
  /** As shown next to the number while it is typed. */
  label: string;
  /** Issuer identification ranges: [first, last] over the leading digits (same digit count). */
  ranges: readonly (readonly [string, string])[];
  /** The lengths a full number of this brand may have. */
  lengths: readonly number[];
  securityCodeLength: number;
}

/** Ranges from the networks' published IIN tables (Mastercard's 2-series 2221-2720 included). */
export const CARD_BRANDS: readonly CardBrandRule[] = [
  { brand: 'visa', label: 'Visa', ranges: [['4', '4']], lengths: [13, 16, 19], securityCodeLength: 3 },
  { brand: 'mastercard', label: 'Mastercard', ranges: [['51', '55'], ['2221', '2720']], lengths: [16], securityCodeLength: 3 },
  { brand: 'amex', label: 'American Express', ranges: [['34', '34'], ['37', '37']], lengths: [15], securityCodeLength: 4 },
  {
    brand: 'discover',
    label: 'Discover',
    ranges: [['6011', '6011'], ['622126', '622925'], ['644', '649'], ['65', '65']],
    lengths: [16, 17, 18, 19],
    securityCodeLength: 3,
  },
];

export const CARD_LABELS = {
  nameOnCard: 'Name on card',
  cardNumber: 'Card number',
  expiry: 'Expiration date (MM/YY)',
  securityCode: 'Security code',
} as const;

export const CARD_MESSAGES = {
  nameRequired: 'Please enter the name on the card',
  numberRequired: 'Please enter card number',
  unsupportedBrand: 'We accept Visa, Mastercard, American Express and Discover',
  numberLength: 'Please enter a complete card number',
  numberInvalid: 'Please enter a valid card number',
  expiryRequired: 'Please enter expiration date',
  expiryFormat: 'Please enter the expiration date as MM/YY',
  expiryPast: 'This card has expired',
  securityCodeRequired: 'Please enter security code',
} as const;

/** Spec 2 §9: the security code's length (4 for American Express, from the brand rule). */
export const CARD_SECURITY_CODE_LENGTH = 3;

/** The digits of what was typed (spaces and dashes people use to group digits dropped). */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

function inRange(digits: string, [first, last]: readonly [string, string]): boolean {
  if (digits.length < first.length) {
    // A partial number: it may still land in the range.
    const head = digits;
    return head >= first.slice(0, head.length) && head <= last.slice(0, head.length);
  }
  const head = digits.slice(0, first.length);
  return head >= first && head <= last;
}

/** The brand as the number is typed: known once its leading digits decide it, else null. */
export function detectCardBrand(value: string): CardBrandRule | null {
  const digits = cardDigits(value);
  if (!/^\d+$/.test(digits)) return null;
  const candidates = CARD_BRANDS.filter((rule) => rule.ranges.some((range) => inRange(digits, range)));
  // Two brands may share a short prefix ('2' is not yet Mastercard's 2-series): only a single match counts.
  return candidates.length === 1 ? candidates[0]! : null;
}

/** The Luhn (mod 10) check digit rule every card number follows. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** undefined when the number is a complete, valid card of a brand we accept; else the message. */
export function cardNumberProblem(value: string): string | undefined {
  const digits = cardDigits(value);
  if (digits === '') return CARD_MESSAGES.numberRequired;
  if (!/^\d+$/.test(digits)) return CARD_MESSAGES.numberInvalid;
  const brand = detectCardBrand(digits);
  if (!brand) return CARD_MESSAGES.unsupportedBrand;
  if (!brand.lengths.includes(digits.length)) return CARD_MESSAGES.numberLength;
  if (!passesLuhn(digits)) return CARD_MESSAGES.numberInvalid;
  return undefined;
}

/**
 * The expiry field as typed (spec 2 §5: '/' appended after two characters). Pure: digits only,
 * at most MMYY, with the slash after the month; deleting back over the slash removes it.
 */
export function formatExpiryInput(typed: string, previous = ''): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  // Backspace over the auto slash ('12/' -> '12'): leave the month alone rather than re-adding it.
  if (previous.endsWith('/') && typed === previous.slice(0, -1)) return digits;
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** undefined when MM/YY names this month or a later one; `today` decides (the server's clock there). */
export function expiryProblem(value: string, today: Date = new Date()): string | undefined {
  if (value.trim() === '') return CARD_MESSAGES.expiryRequired;
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return CARD_MESSAGES.expiryFormat;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return CARD_MESSAGES.expiryFormat;
  const year = 2000 + Number(match[2]);
  // A card is good through the last day of its month.
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return year * 12 + (month - 1) < current ? CARD_MESSAGES.expiryPast : undefined;
}

/** The security code's length for the number typed so far (3 until it is an American Express). */
export function securityCodeLengthFor(cardNumber: string): number {
  return detectCardBrand(cardNumber)?.securityCodeLength ?? CARD_SECURITY_CODE_LENGTH;
}

export function securityCodeProblem(code: string, cardNumber: string): string | undefined {
  const length = securityCodeLengthFor(cardNumber);
  return new RegExp(`^\\d{${length}}$`).test(code.trim()) ? undefined : CARD_MESSAGES.securityCodeRequired;
}

/** What may be kept and shown of a card: never more than the brand and the last four digits. */
export function maskCardNumber(value: string): string {
  const digits = cardDigits(value);
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

export function lastFourOf(value: string): string {
  return cardDigits(value).slice(-4);
}
