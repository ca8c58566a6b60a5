import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  cardNumberProblem,
  detectCardBrand,
  expiryProblem,
  formatExpiryInput,
  maskCardNumber,
  passesLuhn,
  securityCodeLengthFor,
  securityCodeProblem,
} from './paymentCard.js';

describe('card brand by prefix', () => {
  it.each([
    ['4', 'visa'],
    ['4111111111111111', 'visa'],
    ['51', 'mastercard'],
    ['55', 'mastercard'],
    ['2221', 'mastercard'],
    ['2720', 'mastercard'],
    ['34', 'amex'],
    ['37', 'amex'],
    ['6011', 'discover'],
    ['622126', 'discover'],
    ['622925', 'discover'],
    ['644', 'discover'],
    ['649', 'discover'],
    ['65', 'discover'],
  ])('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)?.brand).toBe(brand);
  });

  it.each(['50', '56', '2220', '2721', '33', '35', '36', '38', '6010', '6012', '622125', '622926', '643', '66', '1', '9', 'abc', ''])('%s is no brand we accept', (number) => {
    expect(detectCardBrand(number)).toBeNull();
  });

  it('reads through spaces and dashes', () => {
    expect(detectCardBrand('3782 822463 10005')?.label).toBe('American Express');
    expect(detectCardBrand('6011-0000')?.label).toBe('Discover');
  });
});

describe('card number', () => {
  it('passes Luhn for the networks\' test numbers and fails one digit off', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('')).toBe(false);
  });

  it.each([
    ['4242424242424242', undefined],
    ['4222222222222', undefined], // Visa 13 digits
    ['5555555555554444', undefined],
    ['2223003122003222', undefined], // Mastercard 2-series
    ['378282246310005', undefined],
    ['6011111111111117', undefined],
    ['', CARD_MESSAGES.numberRequired],
    ['4242 4242 4242 424x', CARD_MESSAGES.numberInvalid],
    ['424242424242424', CARD_MESSAGES.numberLength], // 15 digits: no Visa length
    ['37828224631000', CARD_MESSAGES.numberLength], // Amex 14
    ['3782822463100050', CARD_MESSAGES.numberLength], // Amex 16
    ['4242424242424241', CARD_MESSAGES.numberInvalid],
    ['3530111333300000', CARD_MESSAGES.unsupportedBrand], // JCB
  ])('%s -> %s', (number, problem) => {
    expect(cardNumberProblem(number)).toBe(problem);
  });
});

describe('expiry', () => {
  it('appends the slash after two digits and keeps digits only', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12/');
    expect(formatExpiryInput('123')).toBe('12/3');
    expect(formatExpiryInput('12/34')).toBe('12/34');
    expect(formatExpiryInput('12345')).toBe('12/34');
    expect(formatExpiryInput('a1b2')).toBe('12/');
  });

  it('lets a backspace remove the automatic slash', () => {
    expect(formatExpiryInput('12', '12/')).toBe('12');
  });

  const today = new Date(Date.UTC(2026, 10, 27)); // November 2026
  it.each([
    ['11/26', undefined], // this month is still good
    ['12/26', undefined],
    ['01/27', undefined],
    ['10/26', CARD_MESSAGES.expiryPast],
    ['12/25', CARD_MESSAGES.expiryPast],
    ['00/27', CARD_MESSAGES.expiryFormat],
    ['13/27', CARD_MESSAGES.expiryFormat],
    ['1/27', CARD_MESSAGES.expiryFormat],
    ['1227', CARD_MESSAGES.expiryFormat],
    ['', CARD_MESSAGES.expiryRequired],
  ])('%s -> %s', (expiry, problem) => {
    expect(expiryProblem(expiry, today)).toBe(problem);
  });
});

describe('security code', () => {
  it('is 3 digits, 4 for American Express', () => {
    expect(securityCodeLengthFor('4242')).toBe(3);
    expect(securityCodeLengthFor('37')).toBe(4);
    expect(securityCodeProblem('123', '4242424242424242')).toBeUndefined();
    expect(securityCodeProblem('12', '4242424242424242')).toBe('Please enter security code');
    expect(securityCodeProblem('1234', '4242424242424242')).toBe('Please enter security code');
    expect(securityCodeProblem('1234', '378282246310005')).toBeUndefined();
    expect(securityCodeProblem('123', '378282246310005')).toBe('Please enter security code');
    expect(securityCodeProblem('12a', '4242424242424242')).toBe('Please enter security code');
    expect(securityCodeProblem('', '4242424242424242')).toBe('Please enter security code');
  });
});

it('masks all but the last four digits', () => {
  expect(maskCardNumber('4242 4242 4242 4242')).toBe('************4242');
});
