// The demo users (services/upstream's seed) the signed-in examples act as, and what they read. An
// example that writes acts as a user of its own where it can, so one contract's writes never change
// what another's example reads.
import { analysts, DEFAULT_SEED, reportId } from '@portal/corpus';
import type { ExampleContext } from './example.js';

export const CLIENT = 'usr-client-0001';
export const GUEST = 'usr-guest-0001';
export const EMPLOYEE = 'usr-employee-0001';
/** The examples' writer: no other test file reads this user (see services/upstream's demoUsers.ts). */
export const JORDAN = 'usr-client-0004';

export const research = reportId(0);
export const followable = analysts(DEFAULT_SEED).find((analyst) => analyst.active)!.contentId;

/** A signed-in read with no input. */
export const signed = (userId: string) => async (context: ExampleContext) => ({ input: {}, headers: await context.signedAs(userId) });

/** A write through upstream an example needs done first (a topic to unfollow). */
export async function postJson(context: ExampleContext, path: string, body: unknown, headers: Record<string, string>): Promise<any> {
  const response = await fetch(`${context.upstreamUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}
