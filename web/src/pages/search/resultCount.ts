/** '1 result', '1,234 results' (with the query when there is one). */
export function resultCountText(itemsTotal: number, query: string): string {
  const count = `${itemsTotal.toLocaleString('en-US')} ${itemsTotal === 1 ? 'result' : 'results'}`;
  return query ? `${count} for “${query}”` : count;
}
