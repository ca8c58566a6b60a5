// How upstream's tests say who is asking: the signed user context, as the subgraphs forward it
// (upstream trusts nothing else). Apps under test verify with TEST_USER_CONTEXT_SECRET; it is the
// same value as graph-kit's testing secret, so subgraph tests over startRealUpstream sign users the
// one way too.
import { signUserContext, USER_CONTEXT_HEADER } from '@portal/domain/user-context';

export const TEST_USER_CONTEXT_SECRET = 'graph-kit-test-secret-0123456789-abcdef';

/** Headers that sign `userId` in (optionally with another secret or an expiry, to prove refusals). */
export async function signedAs(userId: string, options: { secret?: string; expiresIn?: string } = {}): Promise<Record<string, string>> {
  const token = await signUserContext({ id: userId }, options.secret ?? TEST_USER_CONTEXT_SECRET, options.expiresIn);
  return { [USER_CONTEXT_HEADER]: token };
}
