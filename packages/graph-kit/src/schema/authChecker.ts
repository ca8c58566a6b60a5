// Who may call a resolver: type-graphql's @Authorized() with this one authChecker. A resolver marked
// @Authorized() answers a signed-in user only (the user read from the verified x-portal-user
// header); anyone else gets 401 'Unauthorized' before any REST call. The spec words the refusal per
// page ('Log in to manage your account', ...), so a resolver class names its message with
// @SignInMessage; the checker finds it on the field it guards.
import type { GraphQLResolveInfo, GraphQLSchema } from 'graphql';
import { Extensions, type AuthChecker } from 'type-graphql';
import { isInternalUser } from '@portal/domain';
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
 * The roles a resolver may ask for with @Authorized(ROLES.X): who holds each, read from the user
 * of the verified x-portal-user header (the gateway signs the session's user type into it).
 */
export const ROLES = { EMPLOYEE: 'EMPLOYEE' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

const ROLE_HOLDERS: Record<Role, { holds: (user: NonNullable<RequestContext['user']>) => boolean; refusal: string }> = {
  // Spec 2 §6: internal viewing (isInternal) is for employees.
  EMPLOYEE: { holds: (user) => isInternalUser(user.userType), refusal: 'Only Meridian Research employees may do this' },
};

/**
 * The authChecker of every subgraph. `typeSchema` is the schema type-graphql built, which keeps
 * each field's extensions (the federation schema, built again from the SDL, has none). A signed-in
 * caller without a role asked for gets 403 'Forbidden'; a role not in ROLES is refused rather than
 * silently granted.
 */
export function signedInAuthChecker(typeSchema: () => GraphQLSchema): AuthChecker<RequestContext> {
  return ({ context, info }, roles) => {
    if (!context.user) throw portalError(401, 'Unauthorized', signInMessageOf(typeSchema(), info));
    for (const role of roles) {
      const holder = ROLE_HOLDERS[role as Role] as (typeof ROLE_HOLDERS)[Role] | undefined;
      if (!holder) return false;
      if (!holder.holds(context.user)) throw portalError(403, 'Forbidden', holder.refusal);
    }
    return true;
  };
}
