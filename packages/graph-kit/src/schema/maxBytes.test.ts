import 'reflect-metadata';
import { validate } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { MaxBytes } from './maxBytes.js';

class Note {
  @MaxBytes(6) text!: string | null;
}

const check = async (text: unknown) => {
  const note = Object.assign(new Note(), { text });
  return (await validate(note)).flatMap((error) => Object.values(error.constraints ?? {}));
};

describe('MaxBytes', () => {
  it('counts UTF-8 bytes: two euro signs fit six bytes, a third character does not', async () => {
    expect(await check('€€')).toEqual([]);
    expect(await check('€€a')).toEqual(['Must be 6 bytes or fewer']);
    // Six characters, but seven bytes: MaxLength(6) would let it through.
    expect(await check('aaaaaé')).toEqual(['Must be 6 bytes or fewer']);
  });

  it('leaves an absent value to the other rules, and refuses a non-string', async () => {
    expect(await check(null)).toEqual([]);
    expect(await check(42)).toEqual(['Must be 6 bytes or fewer']);
  });
});
