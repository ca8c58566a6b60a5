// The header that marks a GraphQL request as sent by script, not by a form or a tag of another
// site: a browser must ask (CORS preflight) before another origin may set it, and the gateway
// allows no other origin. The web client sends it on every request; Yoga's CSRF prevention checks it.
export const GRAPHQL_CSRF_HEADER = 'x-graphql-yoga-csrf';
