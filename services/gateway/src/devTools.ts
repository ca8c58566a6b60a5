// One switch for what helps a developer explore the schema and helps an attacker map it:
// introspection, "Did you mean ...?" field suggestions and the GraphiQL explorer page.
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';

export const DEV_TOOLS_VARIABLE = 'GRAPHQL_DEV_TOOLS';

/** GRAPHQL_DEV_TOOLS=on|off; unset: on in development, off when NODE_ENV=production. */
export function devToolsFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env[DEV_TOOLS_VARIABLE]?.trim().toLowerCase();
  if (value === undefined || value === '') return env.NODE_ENV !== 'production';
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${DEV_TOOLS_VARIABLE} must be on or off, not ${JSON.stringify(env[DEV_TOOLS_VARIABLE])}`);
}

/** The gateway runtime's options for the switch: all three on, or all three off. */
export function devToolsRuntimeOptions(enabled: boolean) {
  return {
    // Absent: introspection allowed; an empty options object: introspection refused for everyone.
    disableIntrospection: enabled ? undefined : {},
    graphiql: enabled,
    // Removes "Did you mean ...?" from validation errors.
    plugins: enabled ? [] : [blockFieldSuggestionsPlugin()],
  };
}
