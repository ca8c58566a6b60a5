// Who may call a resolver: type-graphql's @Authorized() with this one authChecker. A resolver marked
// @Authorized() answers a signed-in user only (the user read from the verified x-portal-user
// header); anyone else gets 401 'Unauthorized' before any REST call. The spec words the refusal per
// page ('Log in to manage your account', ...), so a resolver class names its message with
// @SignInMessage; the checker finds it on the field it guards.
import type { GraphQLResolveInfo, GraphQLSchema } from 'graphql';
import { Extensions, type AuthChecker } from 'type-graphql';
import type { RequestContext } from '../context/requestContext.js';
import { portalError } from '../rest/restErrors.js';

const SIGN_IN_MESSAGE_EXTENSION = 'signInMessage';

/** For an @Authorized() resolver that names no message of its own. */
export const DEFAULT_SIGN_IN_MESSAGE = 'Log in to continue';

/**
 * On a resolver class: what a logged-out caller of its @Authorized() resolvers is told. Kept on
 * each of the class's fields (type-graphql keeps extensions per field), out of the SDL.
 */
export function SignInMessage(message: string): ClassDecorator {
  const onField = Extensions({ [SIGN_IN_MESSAGE_EXTENSION]: message });
  return (target) => {
    const prototype = target.prototype as object;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      if (name !== 'constructor') onField(prototype, name, Object.getOwnPropertyDescriptor(prototype, name)!);
    }
  };
}

function signInMessageOf(schema: GraphQLSchema, info: GraphQLResolveInfo): string {
  const type = schema.getType(info.parentType.name);
  const field = type && 'getFields' in type ? type.getFields()[info.fieldName] : undefined;
  const message = field?.extensions[SIGN_IN_MESSAGE_EXTENSION];
  return typeof message === 'string' ? message : DEFAULT_SIGN_IN_MESSAGE;
}

/**
 * The authChecker of every subgraph. `typeSchema` is the schema type-graphql built, which keeps
 * each field's extensions (the federation schema, built again from the SDL, has none). No resolver
 * asks for roles yet, so any role asked for is refused rather than silently granted.
 */
export function signedInAuthChecker(typeSchema: () => GraphQLSchema): AuthChecker<RequestContext> {
  return ({ context, info }, roles) => {
    if (!context.user) throw portalError(401, 'Unauthorized', signInMessageOf(typeSchema(), info));
    return roles.length === 0;
  };
}
