import { RESTDataSource, type AugmentedRequest, type RequestOptions } from '@apollo/datasource-rest';
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { pathOf, searchParamsOf, type ContractInput, type ContractResponse, type RestContract, type RouteShape } from '@portal/contracts';
import type { ContentRef, ContentVersions } from '../cache/contentVersions.js';
import type { RequestContext } from '../context/requestContext.js';
import { USER_CONTEXT_HEADER } from '../context/userContext.js';
import { checkResponse } from './contractCheck.js';
import { NoResponse, fetchFailureReason, noResponseMessage } from './noResponse.js';
import { emptyResponseError, noResponseError, serviceResponseError, unhandledError } from './restErrors.js';
import type { RestTransport } from './restTransport.js';

/** Who a request is for; forwarded to every REST service. */
export type RequestIdentity = Pick<RequestContext, 'user' | 'userContextToken' | 'unregisteredUserId' | 'requestId' | 'clientIp'>;

/** Public content: cached for `ttl` seconds. User-scoped or live data: `false` (never cached). */
export type CachePolicy = { ttl: number } | false;

export interface CallOptions {
  params?: Record<string, string | undefined>;
  /** Required on every call, so that caching is always a decision made where the call is. */
  cache: CachePolicy;
  /**
   * The content ids the answer holds: its cache key then carries their versions, so that a change
   * to one of them (upstream's content-change feed) stops the cached answer being read.
   */
  content?: ContentRef;
  /** A 204 means success (deletes, unfollows, the AI summary) instead of 404 (content reads). */
  emptyIsSuccess?: boolean;
  headers?: Record<string, string>;
}

export interface BodyCallOptions extends Omit<CallOptions, 'cache'> {
  body?: object;
}

/** A contract call's options: reads say how they are cached; the inputs come from the contract. */
export type ContractCallOptions<R extends RouteShape> = R['method'] extends 'GET'
  ? Omit<CallOptions, 'params'>
  : Omit<BodyCallOptions, 'params' | 'body'>;

/**
 * Base of the typed REST clients: one instance per GraphQL request (request dedup lives in the
 * instance), sharing the process-wide cache and circuit breaker through the transport. Every
 * failure leaves here as a GraphQLError from the spec's error catalogue.
 */
/** A request's own fields: the content it names, and that content's versions once looked up. */
interface ContentFields {
  content?: ContentRef;
  contentVersion?: string;
}

export abstract class PortalRestDataSource extends RESTDataSource {
  protected readonly identity: RequestIdentity;
  private readonly log: Logger;
  private readonly versions: ContentVersions;

  constructor(transport: RestTransport, identity: RequestIdentity) {
    super({ cache: transport.cache, fetch: transport.fetch, logger: transport.logger });
    this.baseURL = transport.baseUrl;
    this.identity = identity;
    this.log = transport.logger;
    this.versions = transport.versions;
  }

  protected override async willSendRequest(path: string, request: AugmentedRequest & ContentFields): Promise<void> {
    Object.assign(request.headers, identityHeaders(this.identity));
    // A response for a signed-in user may hold what only that user may see: never share it.
    if (this.identity.user) bypassCache(request);
    // Spec 1 §7: workspace calls always go to the origin.
    if (`${this.baseURL ?? ''}${path}`.includes('workspaces-api')) {
      request.headers['cache-control'] = 'no-cache';
      bypassCache(request);
    }
    if (request.content && !request.skipCache) {
      const version = await this.versions.of(request.content);
      if (version === null) bypassCache(request);
      else request.contentVersion = version;
    }
  }

  protected override cacheKeyFor(url: URL, request: RequestOptions & ContentFields): string {
    const key = super.cacheKeyFor(url, request);
    return request.contentVersion ? `${key} ${request.contentVersion}` : key;
  }

  protected override async errorFromResponse({
    response,
    parsedBody,
  }: Parameters<RESTDataSource['errorFromResponse']>[0]): Promise<GraphQLError> {
    return serviceResponseError(response.status, response.statusText, parsedBody);
  }

  protected getJson<T>(path: string, options: CallOptions): Promise<T> {
    return this.call<T>(path, { method: 'GET', ...requestOptions(options) }, options.emptyIsSuccess);
  }

  protected postJson<T>(path: string, options: BodyCallOptions = {}): Promise<T> {
    return this.call<T>(path, { method: 'POST', ...bodyRequestOptions(options) }, options.emptyIsSuccess ?? true);
  }

  protected patchJson<T>(path: string, options: BodyCallOptions = {}): Promise<T> {
    return this.call<T>(path, { method: 'PATCH', ...bodyRequestOptions(options) }, options.emptyIsSuccess ?? true);
  }

  protected deleteJson<T>(path: string, options: BodyCallOptions = {}): Promise<T> {
    return this.call<T>(path, { method: 'DELETE', ...bodyRequestOptions(options) }, options.emptyIsSuccess ?? true);
  }

  /**
   * POSTs `body` byte for byte as `contentType` (no JSON serialising): for the one route whose body a
   * signature covers (the payment processor's webhook), which a contract cannot carry because
   * contracts travel as parsed JSON. The answer is read as JSON like any other.
   */
  protected postRaw<T>(path: string, body: string, options: { contentType: string; headers?: Record<string, string> }): Promise<T> {
    return this.call<T>(path, { method: 'POST', headers: { ...options.headers, 'content-type': options.contentType }, body }, true);
  }

  /**
   * Opens a route that answers a stream (izola-service's answer) and hands back its body as it
   * arrives, or null for a 204. Not through the cache, the breaker's timeout or RESTDataSource, which
   * would read the whole body: the stream lasts as long as the answer, and `signal` ends it (the
   * subscription that reads it went away). A non-2xx is the spec's error like any other call's.
   */
  protected async openStream<R extends RouteShape>(contract: RestContract<R>, input: ContractInput<R>, signal: AbortSignal): Promise<ReadableStream<Uint8Array> | null> {
    const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
    const search = searchParamsOf(query).toString();
    const url = `${this.baseURL ?? ''}${pathOf(contract, params)}${search ? `?${search}` : ''}`;
    let response: Response;
    try {
      response = await fetch(url, { method: contract.method, headers: identityHeaders(this.identity), signal });
    } catch (error) {
      if (signal.aborted) throw error;
      throw noResponseError(noResponseMessage(url, fetchFailureReason(error)));
    }
    if (response.status === 204) return null;
    if (!response.ok) {
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: the text is the message.
      }
      throw serviceResponseError(response.status, response.statusText, body);
    }
    return response.body;
  }

  /**
   * Calls the route `contract` describes with `input` (its path parameters, query and body, typed
   * by the contract) and answers its response type. Reads are empty on a 204 only with
   * `emptyIsSuccess`; writes always may be. In tests the answer is checked against the contract.
   */
  protected callContract<R extends RouteShape>(
    contract: RestContract<R>,
    input: ContractInput<R>,
    options: ContractCallOptions<R>,
  ): Promise<ContractResponse<R>> {
    const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: object };
    const path = pathOf(contract, params);
    const search = searchParamsOf(query);
    if (contract.method === 'GET') {
      const read = options as CallOptions;
      return this.call<ContractResponse<R>>(path, { method: 'GET', ...requestOptions(read), params: search }, read.emptyIsSuccess, contract);
    }
    const write = options as BodyCallOptions;
    return this.call<ContractResponse<R>>(
      path,
      { method: contract.method, ...bodyRequestOptions({ ...write, body }), params: search },
      write.emptyIsSuccess ?? true,
      contract,
    );
  }

  private async call<T>(
    path: string,
    request: Parameters<RESTDataSource['fetch']>[1],
    emptyIsSuccess = false,
    contract?: RestContract,
  ): Promise<T> {
    try {
      const { parsedBody, response } = await this.fetch<T>(path, request);
      // One line per REST call for an operator at debug level (the request's reqId comes with it).
      this.log.debug({ method: request?.method ?? 'GET', path, status: response.status }, 'REST call');
      if (response.status === 204 && !emptyIsSuccess) throw emptyResponseError();
      if (contract && response.status !== 204) checkResponse(contract, parsedBody);
      return parsedBody;
    } catch (error) {
      throw toCatalogueError(error, this.log.child({ requestId: this.identity.requestId, path }));
    }
  }
}

function bypassCache(request: AugmentedRequest): void {
  request.skipCache = true;
  request.cacheOptions = { ttl: 0 };
}

function requestOptions(options: CallOptions) {
  return {
    params: options.params,
    content: options.content,
    headers: { ...options.headers },
    // ttl 0 stores nothing; skipCache reads nothing.
    ...(options.cache === false
      ? { skipCache: true, cacheOptions: { ttl: 0 } }
      : { cacheOptions: ttlUnlessPrivate(options.cache.ttl) }),
  };
}

/**
 * Our TTL replaces the origin's max-age, but an answer the origin marks private or no-store (it
 * holds something not everyone may read) never goes into the shared cache.
 */
function ttlUnlessPrivate(ttl: number) {
  return (_url: string, response: { headers: { get(name: string): string | null } }) => {
    const cacheControl = response.headers.get('cache-control') ?? '';
    return /\b(private|no-store)\b/i.test(cacheControl) ? { ttl: 0 } : { ttl };
  };
}

function bodyRequestOptions(options: BodyCallOptions) {
  return { params: options.params, headers: { ...options.headers }, body: options.body };
}

function toCatalogueError(error: unknown, log: Logger): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (error instanceof NoResponse) {
    log.warn({ err: error, detail: error.detail }, 'no response from upstream');
    return noResponseError(error.message);
  }
  // Anything else is a bug or an unreadable body: the details go to the log, not to the page.
  log.error({ err: error }, 'unhandled REST client error');
  return unhandledError();
}

/** Who the call is for, as upstream reads it (every REST call and every stream carries these). */
function identityHeaders({ user, userContextToken, unregisteredUserId, requestId, clientIp }: RequestIdentity): Record<string, string> {
  const headers: Record<string, string> = { 'x-request-id': requestId };
  // Upstream trusts a caller only through the signed context (it verifies the same secret): the
  // token the gateway signed goes on as it came, never a bare user id anyone could write.
  if (user && userContextToken) headers[USER_CONTEXT_HEADER] = userContextToken;
  if (unregisteredUserId) headers['x-unregistered-user-id'] = unregisteredUserId;
  // Upstream reads the caller's address from the last X-Forwarded-For entry (its per-address limits).
  if (clientIp) headers['x-forwarded-for'] = clientIp;
  return headers;
}
