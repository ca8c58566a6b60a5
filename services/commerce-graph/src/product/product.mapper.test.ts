import type { ProductsResponseDto } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { toCatalogue, toMyProducts } from './product.mapper.js';

const dto: ProductsResponseDto = {
  products: [
    { productId: 'a', name: 'A', description: 'a', subscriptionType: 'FD', featureIds: ['f1', 'f3'] },
    { productId: 'b', name: 'B', description: 'b', subscriptionType: 'FMI', featureIds: ['f2', 'f3'] },
  ],
  featureCategories: [
    { categoryId: 'c1', name: 'One', features: [{ featureId: 'f1', name: 'F1', description: '', categoryId: 'c1' }] },
    { categoryId: 'c2', name: 'Two', features: [{ featureId: 'f2', name: 'F2', description: '', categoryId: 'c2' }, { featureId: 'f3', name: 'F3', description: '', categoryId: 'c2' }] },
  ],
};

describe('toCatalogue', () => {
  it("gives each product its features in the product's order", () => {
    expect(toCatalogue(dto).products.map((p) => [p.id, p.features.map((f) => f.id)])).toEqual([
      ['a', ['f1', 'f3']],
      ['b', ['f2', 'f3']],
    ]);
  });
});

describe('toMyProducts', () => {
  const catalogue = toCatalogue(dto);

  it('joins registrations to products, each product once, and keeps only the categories of their features', () => {
    const mine = toMyProducts(catalogue, [
      { registrationId: 'R1', productId: 'b', registeredAt: '2026-01-01T00:00:00.000Z' },
      { registrationId: 'R2', productId: 'b', registeredAt: '2026-01-02T00:00:00.000Z' },
    ]);
    expect(mine.registrations.map((r) => [r.registrationId, r.product.id])).toEqual([
      ['R1', 'b'],
      ['R2', 'b'],
    ]);
    expect(mine.products.map((p) => p.id)).toEqual(['b']);
    expect(mine.featureCategories).toEqual([{ id: 'c2', name: 'Two', features: [expect.objectContaining({ id: 'f2' }), expect.objectContaining({ id: 'f3' })] }]);
  });

  it('leaves out a registration of a product no longer in the catalogue', () => {
    const mine = toMyProducts(catalogue, [{ registrationId: 'R9', productId: 'gone', registeredAt: '2026-01-01T00:00:00.000Z' }]);
    expect(mine).toEqual({ registrations: [], products: [], featureCategories: [] });
  });
});
