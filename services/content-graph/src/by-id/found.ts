import { portalError } from '@portal/graph-kit';

/** What a loader found for an id, or a 404 'Not Found' naming what was asked for. */
export async function found<T>(loading: Promise<T | null>, what: string): Promise<T> {
  const value = await loading;
  if (value === null) throw portalError(404, 'Not Found', `${what} not found`);
  return value;
}
