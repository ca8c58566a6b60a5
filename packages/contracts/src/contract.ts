// A REST route's contract: its method, its path under the service's prefix, and a zod schema for
// each part that travels (path parameters, query, body, response). Upstream validates requests with
// the first three; the subgraphs' clients send `input` types and receive `output` types of them.
import type { input, output, ZodType } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One route as a service declares it. Query and params schemas read strings, as they travel. */
export interface RouteShape {
  method: HttpMethod;
  /** Express-style, under the service's prefix: '/:id/related'. */
  path: string;
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** The 2xx body; `noContent` for a route that answers 204; for a `stream`, one chunk of it. */
  response: ZodType;
  /**
   * A route that answers a stream of JSON chunks (izola-service): each chunk parses with
   * `response`, chunks are separated by `separator`, and the answer has `contentType`.
   */
  stream?: { separator: string; contentType: string };
  /**
   * A route that answers a file, not JSON (a PDF, a PNG): its 2xx body is the bytes, read as a
   * `Uint8Array` (`response` is `fileResponseSchema`), and its content type one of `contentTypes`.
   */
  file?: { contentTypes: readonly string[] };
  /**
   * For a route the spec shares among contracts by a query parameter (GET /search?type=…): this
   * contract answers only the requests whose `query` parameter matches `pattern`; the others go on
   * to the route's next contract.
   */
  servesOnly?: { query: string; pattern: RegExp };
}

/** A route with where it lives: `name` is 'service.route', `fullPath` the prefix and the path. */
export type RestContract<R extends RouteShape = RouteShape> = R & {
  readonly name: string;
  readonly service: string;
  readonly prefix: string;
  readonly fullPath: string;
};

/** The contracts of one service, mounted at `prefix` (the spec's path, '/api/v1/analyst'). */
export function defineContracts<const Routes extends Record<string, RouteShape>>(
  service: string,
  prefix: string,
  routes: Routes,
): { readonly [K in keyof Routes]: RestContract<Routes[K]> } {
  const contracts = Object.entries(routes).map(([route, shape]) => [
    route,
    { ...shape, name: `${service}.${route}`, service, prefix, fullPath: `${prefix}${shape.path === '/' ? '' : shape.path}` || '/' },
  ]);
  return Object.fromEntries(contracts) as { readonly [K in keyof Routes]: RestContract<Routes[K]> };
}

type Part = 'params' | 'query' | 'body';
type PartsOf<C> = { [K in Part]: C extends Record<K, ZodType> ? K : never }[Part];

/** What a caller sends: each part the route has, as it goes over the wire (z.input). */
export type ContractInput<C extends RouteShape> = { [K in PartsOf<C>]: input<C[K] & ZodType> };

/** What a handler receives: each part the route has, parsed (z.output). */
export type ContractParsed<C extends RouteShape> = { [K in PartsOf<C>]: output<C[K] & ZodType> };

/** The route's 2xx body (z.infer). */
export type ContractResponse<C extends RouteShape> = output<C['response']>;

/** What tells a contract's requests apart: method and path, and the query a shared route is split by. */
export function routeKeyOf(contract: RestContract): string {
  const only = contract.servesOnly ? ` ?${contract.servesOnly.query}~${String(contract.servesOnly.pattern)}` : '';
  return `${contract.method} ${contract.fullPath}${only}`;
}

/** The contract's path with each `:name` replaced by its (encoded) parameter. */
export function pathOf(contract: RestContract, params: Record<string, unknown> = {}): string {
  return contract.fullPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${contract.name}: path parameter '${name}' is missing`);
    return encodeURIComponent(String(value));
  });
}

/** A contract's query as URL parameters: absent values left out, a list as the parameter repeated. */
export function searchParamsOf(query: Record<string, unknown> = {}): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  return search;
}
