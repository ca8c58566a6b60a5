import { validate, type ValidationError } from 'class-validator';
import type { ValidatorFn } from 'type-graphql';
import { GraphQLError } from 'graphql';

// type-graphql's own validation throws 'Argument Validation Error' and hides the rule's message in
// extensions. The portal shows the rule's message itself (e.g. 'Invalid content id') with the same
// extensions shape as every other error: {code, status, error}.
export const validateArgs: ValidatorFn = async (argValue) => {
  if (argValue === null || typeof argValue !== 'object') return;
  const items: object[] = Array.isArray(argValue) ? argValue : [argValue];
  for (const item of items) {
    if (item === null || typeof item !== 'object') continue;
    const errors = await validate(item, { forbidUnknownValues: false });
    const message = firstMessage(errors);
    if (message !== undefined) {
      throw new GraphQLError(message, {
        extensions: { code: 'BAD_USER_INPUT', status: 400, error: 'Bad Request' },
      });
    }
  }
};

function firstMessage(errors: ValidationError[]): string | undefined {
  for (const error of errors) {
    const constraint = Object.values(error.constraints ?? {})[0];
    if (constraint !== undefined) return constraint;
    const nested = firstMessage(error.children ?? []);
    if (nested !== undefined) return nested;
  }
  return undefined;
}
