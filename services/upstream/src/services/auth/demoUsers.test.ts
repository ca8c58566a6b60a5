// Each demo user belongs to the tests that sign in as them (the README's table): two entries with
// one e-mail address would sign a test in as someone else (the first one seeded wins).
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from './demoUsers.js';

const repeated = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('the demo users', () => {
  it('have an e-mail address and an id of their own each', () => {
    expect(repeated(DEMO_USERS.map((user) => user.email.toLowerCase()))).toEqual([]);
    expect(repeated(DEMO_USERS.map((user) => user.id))).toEqual([]);
  });
});
