import type { RequestContext } from '@portal/graph-kit';

/**
 * Runs one home section. Spec 2 §8: home failures are only logged; the section's field is null
 * with its error and the rest of the page stands.
 */
export async function homeSection<T>(ctx: RequestContext, name: string, build: () => Promise<T>): Promise<T> {
  try {
    return await build();
  } catch (error) {
    ctx.logger.warn({ err: error, section: name }, 'home: a section failed and is left out');
    throw error;
  }
}
