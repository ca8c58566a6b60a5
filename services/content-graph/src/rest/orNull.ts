// A read whose "nothing there" answer is null rather than an error: a page that does not exist (404),
// or one the caller may not read (401, 403) when the spec treats that as no page (spec 3 §6).
import { GraphQLError } from 'graphql';

export async function orNull<T>(read: Promise<T>, statuses: readonly number[] = [401, 403, 404]): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof GraphQLError && statuses.includes(Number(error.extensions?.status))) return null;
    throw error;
  }
}
