import { describe, expect, it } from 'vitest';
import { contactsOfSession } from './contacts.mapper.js';

const jordan = { role: 'Account Manager', fullName: 'Jordan Reyes', email: 'j@example.com', phone: '1' };
const dana = { role: 'Analyst', fullName: 'Dana W', email: 'd@example.com', phone: '2' };

describe('contactsOfSession (spec 1 §3 {product}Contacts)', () => {
  it('lists every {product}Contacts entry with its product, in the order of the session', () => {
    expect(contactsOfSession({ usermetaId: 'u', fdContacts: [jordan], fmiContacts: [dana], fullName: 'X' })).toEqual([
      { product: 'FD', ...jordan },
      { product: 'FMI', ...dana },
    ]);
  });

  it('ignores keys that are not contact lists and entries that are not contacts', () => {
    expect(contactsOfSession({ contacts: [jordan], fdContacts: 'nope', aocContacts: [{ role: 'x' }, dana] })).toEqual([{ product: 'AOC', ...dana }]);
  });
});
