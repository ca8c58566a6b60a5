import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { GraphQLError, ValidationContext, ValidationRule } from 'graphql';
import { maxIntrospectionListNestingRule } from './introspectionNesting.js';
import type { OperationLimits } from './operationLimits.js';

/**
 * graphql-armor's validation rules for the shape limits. The gateway adds them to validation and
 * the unit test runs the web app's documents through the same list, so both see one definition.
 * The limit is named in the message: a partner who hits it knows what to change.
 */
// Reported through the validation context rather than thrown, so every limit an operation breaks is listed.
const reported = { propagateOnRejection: false, onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)] };

export function limitRules(limits: OperationLimits): ValidationRule[] {
  return [
    maxDepthRule({ n: limits.maxDepth, flattenFragments: true, ignoreIntrospection: true, exposeLimits: true, ...reported }),
    maxAliasesRule({ n: limits.maxAliases, exposeLimits: true, ...reported }),
    maxDirectivesRule({ n: limits.maxDirectives, exposeLimits: true, ...reported }),
    maxIntrospectionListNestingRule(limits.maxIntrospectionListNesting),
  ] as ValidationRule[];
}
