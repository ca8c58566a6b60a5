// The contacts page groups the session's contacts by product, named as the product switcher names them.
export const PRODUCT_NAMES: Record<string, string> = {
  FD: 'Decisions',
  FMI: 'Market Insights',
  AOC: 'Analyst on Call',
  GUEST: 'Your account',
};

export interface ContactGroup<T> {
  product: string;
  name: string;
  contacts: T[];
}

export function groupByProduct<T extends { product: string }>(contacts: readonly T[]): ContactGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const contact of contacts) groups.set(contact.product, [...(groups.get(contact.product) ?? []), contact]);
  return [...groups].map(([product, list]) => ({ product, name: PRODUCT_NAMES[product] ?? product, contacts: list }));
}

/** A dialable tel: URI from a displayed number such as '+1 617.555.0131'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
