// An example request for a contract: what the contract test (integration/contracts.test.ts) sends to
// the running upstream, seeded with the corpus, to check that the answer parses with the contract.
import type { ContractInput, RestContract, RouteShape } from '@portal/contracts';

/** What an example may use to build its request: the running upstream, as anyone or as a user. */
export interface ExampleContext {
  upstreamUrl: string;
  /** GET a JSON answer from upstream (to find an id the example needs); fails unless 2xx. */
  getJson(path: string, headers?: Record<string, string>): Promise<any>;
  /** The signed user-context headers upstream trusts, for `userId`. */
  signedAs(userId: string): Promise<Record<string, string>>;
  /** The one-time token of the newest link upstream mailed to `address` (a reset or sign-in link); fails when none came. */
  mailedToken(address: string): string;
  /** A captcha token as the recovery form's widget makes it: upstream's challenge, solved. */
  solvedCaptcha(): Promise<string>;
}

export interface ExampleRequest<R extends RouteShape = RouteShape> {
  input: ContractInput<R>;
  headers?: Record<string, string>;
  /** The answer's status when it is not 200 (a 201 create, a 204 write). */
  status?: number;
}

export interface ContractExample<R extends RouteShape = RouteShape> {
  contract: RestContract<R>;
  /** Names the example when a contract has several. */
  label?: string;
  request: ExampleRequest<R> | ((context: ExampleContext) => Promise<ExampleRequest<R>>);
}

/** An example of `contract` (the request typed by it). */
export function example<R extends RouteShape>(
  contract: RestContract<R>,
  request: ContractExample<R>['request'],
  label?: string,
): ContractExample {
  return { contract, request, label } as unknown as ContractExample;
}
