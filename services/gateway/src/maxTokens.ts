import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';

/**
 * Caps the tokens of an operation before it is parsed further: a cheap guard against huge or
 * deeply nested documents. The default fits the full introspection query and any page query.
 */
export function useMaxTokens(maxTokens: number): GatewayPlugin {
  return {
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, options) => parseFn(source, { ...options, maxTokens }));
    },
  };
}
