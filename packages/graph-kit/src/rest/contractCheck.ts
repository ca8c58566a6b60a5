// In tests (REST_CONTRACT_CHECK=1, which the test setups set) every answer a typed client receives
// is parsed with its route's contract, so a producer and its consumers cannot drift apart
// unnoticed. In production the answer is trusted as it is: parsing each one would cost time.
import type { RestContract } from '@portal/contracts';

export const CONTRACT_CHECK_ENV = 'REST_CONTRACT_CHECK';

export function contractCheckEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[CONTRACT_CHECK_ENV] === '1';
}

/** Thrown when an answer does not parse with its contract's response schema. */
export class ContractViolation extends Error {
  override readonly name = 'ContractViolation';
}

/** Checks `body` against the contract when checking is on; the body itself is returned unchanged. */
export function checkResponse(contract: RestContract, body: unknown): void {
  if (!contractCheckEnabled()) return;
  const result = contract.response.safeParse(body);
  if (result.success) return;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`).join('; ');
  throw new ContractViolation(`${contract.method} ${contract.fullPath} answered outside its contract ${contract.name}: ${issues}`);
}
