import type { DataSourceConfig } from '@apollo/datasource-rest';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import CircuitBreaker from 'opossum';
import { unversionedContent, type ContentVersions } from '../cache/contentVersions.js';
import type { Logger } from 'pino';
import { describeFetchFailure, fetchFailureReason, NoResponse, noResponseMessage } from './noResponse.js';

// The fetch signature RESTDataSource expects, taken from it rather than from a transitive package.
export type Fetcher = NonNullable<DataSourceConfig['fetch']>;
type FetcherRequestInit = Parameters<Fetcher>[1];
type FetcherResponse = Awaited<ReturnType<Fetcher>>;

/**
 * What the per-request data sources of one REST service share for the life of the process: its
 * base URL, the response cache, and one circuit breaker (a breaker per request would never see
 * enough failures to open).
 */
export interface RestTransport {
  baseUrl: string;
  cache: KeyValueCache;
  /** The content versions in the cache keys of calls that name their content ids. */
  versions: ContentVersions;
  fetch: Fetcher;
  breaker: CircuitBreaker<Parameters<Fetcher>, FetcherResponse>;
  logger: Logger;
}

export interface RestTransportOptions {
  baseUrl: string;
  cache: KeyValueCache;
  versions?: ContentVersions;
  logger: Logger;
  /** Per request, connect to last byte of headers. */
  timeoutMs?: number;
  /** Failure percentage over the rolling window that opens the circuit. */
  errorThresholdPercentage?: number;
  /** Requests in the window before the breaker may open at all. */
  volumeThreshold?: number;
  /** How long an open circuit waits before letting one request try again. */
  resetTimeoutMs?: number;
}

export const DEFAULT_REST_TIMEOUT_MS = 5000;

export function createRestTransport(options: RestTransportOptions): RestTransport {
  const timeoutMs = options.timeoutMs ?? DEFAULT_REST_TIMEOUT_MS;

  const timedFetch = async (url: string, init?: FetcherRequestInit): Promise<FetcherResponse> => {
    try {
      const response = await fetch(url, {
        ...(init as RequestInit),
        signal: AbortSignal.timeout(timeoutMs),
      });
      return response as unknown as FetcherResponse;
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new NoResponse(`No response from ${new URL(url).pathname} within ${timeoutMs} ms`);
      }
      throw new NoResponse(noResponseMessage(url, fetchFailureReason(error)), describeFetchFailure(error));
    }
  };

  // Only missing responses count as failures: a 404 or 401 is the service working as designed.
  const breaker = new CircuitBreaker(timedFetch, {
    timeout: false,
    errorThresholdPercentage: options.errorThresholdPercentage ?? 50,
    volumeThreshold: options.volumeThreshold ?? 10,
    resetTimeout: options.resetTimeoutMs ?? 10_000,
    rollingCountTimeout: 10_000,
    name: options.baseUrl,
  });
  breaker.on('open', () => options.logger.warn({ upstream: options.baseUrl }, 'circuit opened'));
  breaker.on('close', () => options.logger.info({ upstream: options.baseUrl }, 'circuit closed'));

  const guardedFetch: Fetcher = async (url, init) => {
    try {
      return await breaker.fire(url, init);
    } catch (error) {
      if (error instanceof NoResponse) throw error;
      // Opossum's own rejection while open ('Breaker is open').
      throw new NoResponse(noResponseMessage(url, 'the service is failing; try again shortly'), error instanceof Error ? error.message : String(error));
    }
  };

  return { baseUrl: options.baseUrl, cache: options.cache, versions: options.versions ?? unversionedContent, fetch: guardedFetch, breaker, logger: options.logger };
}
