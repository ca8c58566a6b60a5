import { describe, expect, it } from 'vitest';
import { canReadResearch, entitledProducts } from './entitlements.js';

const fdOnly = { access: 'restricted', products: ['FD'] } as const;
const fmiOnly = { access: 'restricted', products: ['FMI'] } as const;
const open = { access: 'public', products: ['FMI'] } as const;

describe('canReadResearch', () => {
  it('lets everyone, logged out included, read public research', () => {
    expect(canReadResearch(null, open)).toBe(true);
    expect(canReadResearch({ userType: 'guest', subscriptions: ['GUEST'] }, open)).toBe(true);
  });

  it('keeps restricted research from logged-out readers and GUEST or AOC subscriptions', () => {
    expect(canReadResearch(null, fdOnly)).toBe(false);
    expect(canReadResearch({ userType: 'guest', subscriptions: ['GUEST'] }, fdOnly)).toBe(false);
    expect(canReadResearch({ userType: 'client', subscriptions: ['AOC'] }, fmiOnly)).toBe(false);
    expect(canReadResearch({ userType: 'client', subscriptions: [] }, fdOnly)).toBe(false);
  });

  it('lets a client read restricted research of a product they subscribe to, and only that', () => {
    const fd = { userType: 'client', subscriptions: ['FD'] };
    expect(canReadResearch(fd, fdOnly)).toBe(true);
    expect(canReadResearch(fd, fmiOnly)).toBe(false);
    expect(canReadResearch({ userType: 'client', subscriptions: [' fmi '] }, fmiOnly)).toBe(true);
  });

  it('lets an employee read all restricted research', () => {
    expect(canReadResearch({ userType: 'employee', subscriptions: [] }, fmiOnly)).toBe(true);
    expect(canReadResearch({ userType: 'Employee', subscriptions: ['GUEST'] }, { access: 'restricted', products: [] })).toBe(true);
  });
});

describe('entitledProducts', () => {
  it('maps subscriptions to research products', () => {
    expect(entitledProducts(null)).toEqual([]);
    expect(entitledProducts({ userType: 'guest', subscriptions: ['GUEST'] })).toEqual([]);
    expect(entitledProducts({ userType: 'client', subscriptions: ['FMI', 'FD'] })).toEqual(['FD', 'FMI']);
    expect(entitledProducts({ userType: 'employee', subscriptions: [] })).toEqual(['FD', 'FMI']);
  });
});

describe('a bought report', () => {
  const report = { id: 'RES1', access: 'restricted' as const, products: ['FD'] };
  const buyer = { userType: 'client', subscriptions: [], purchased: ['RES1'] };

  it('is readable by its buyer without a subscription', () => {
    expect(canReadResearch(buyer, report)).toBe(true);
  });

  it('is not readable by another reader, nor by the buyer for another report', () => {
    expect(canReadResearch({ userType: 'client', subscriptions: [] }, report)).toBe(false);
    expect(canReadResearch(buyer, { ...report, id: 'RES2' })).toBe(false);
  });

  it('needs the report id to count', () => {
    expect(canReadResearch(buyer, { access: 'restricted', products: ['FD'] })).toBe(false);
  });
});
