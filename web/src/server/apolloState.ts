// Where the server-rendered page carries its Apollo cache: a JSON script element, which the
// Content-Security-Policy allows because it is data, never run.
export const APOLLO_STATE_ID = 'apollo-state';

/** The cache as the content of a <script type="application/json">: no '<' can close the element. */
export function apolloStateScript(json: string): string {
  const safe = json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${APOLLO_STATE_ID}">${safe}</script>`;
}
