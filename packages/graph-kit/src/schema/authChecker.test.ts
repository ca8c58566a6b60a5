import { execute, parse } from 'graphql';
import { Authorized, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../context/requestContext.js';
import { testLogger } from '../testing/index.js';
import { DEFAULT_SIGN_IN_MESSAGE, ROLES, SignInMessage } from './authChecker.js';
import { buildSubgraph, emitSubgraphSdl } from './buildSubgraph.js';

@ObjectType()
class Secret {
  @Field(() => String)
  owner!: string;
}

@SignInMessage('Log in to read your secret')
@Resolver()
class SecretResolver {
  @Authorized()
  @Query(() => Secret)
  secret(@Ctx() ctx: RequestContext): Secret {
    return { owner: ctx.user!.id };
  }

  @Authorized('ADMIN')
  @Query(() => String)
  adminSecret(): string {
    return 'admin';
  }

  @Authorized(ROLES.EMPLOYEE)
  @Query(() => String)
  staffSecret(): string {
    return 'staff';
  }

  @Query(() => String)
  hello(): string {
    return 'hello';
  }
}

// Guarded as a whole, with no message of its own.
@Authorized()
@Resolver()
class PlainSecretResolver {
  @Query(() => String)
  plainSecret(): string {
    return 'plain';
  }
}

async function run(query: string, user: RequestContext['user']) {
  const { schema } = await buildSubgraph({ resolvers: [SecretResolver, PlainSecretResolver] });
  const contextValue: RequestContext = { user, userContextToken: null, unregisteredUserId: null, requestId: 'r1', logger: testLogger() };
  return execute({ schema, document: parse(query), contextValue });
}

describe('@Authorized with the one authChecker', () => {
  it("refuses a logged-out caller with 401 and the resolver's own message, before the resolver runs", async () => {
    const result = await run('{ secret { owner } }', null);
    expect(result.errors?.[0]).toMatchObject({ message: 'Log in to read your secret', extensions: { code: 'UNAUTHORIZED', status: 401, error: 'Unauthorized' } });
  });

  it('guards a whole resolver class, with the default message where it names none', async () => {
    const result = await run('{ plainSecret }', null);
    expect(result.errors?.[0]).toMatchObject({ message: DEFAULT_SIGN_IN_MESSAGE, extensions: { code: 'UNAUTHORIZED' } });
  });

  it('answers a signed-in caller, and leaves unguarded fields open to everyone', async () => {
    expect((await run('{ secret { owner } }', { id: 'u-1' })).data).toEqual({ secret: { owner: 'u-1' } });
    expect((await run('{ hello }', null)).data).toEqual({ hello: 'hello' });
  });

  it('refuses a role it does not know rather than granting it', async () => {
    const result = await run('{ adminSecret }', { id: 'u-1' });
    expect(result.errors?.[0]?.message).toMatch(/Access denied/);
  });

  it('answers an employee-only field to employees, and refuses anyone else signed in with 403', async () => {
    expect((await run('{ staffSecret }', { id: 'e-1', userType: 'employee' })).data).toEqual({ staffSecret: 'staff' });
    const client = await run('{ staffSecret }', { id: 'u-1', userType: 'client' });
    expect(client.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN', status: 403, error: 'Forbidden' } });
    expect((await run('{ staffSecret }', null)).errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHORIZED' } });
  });

  it('keeps the sign-in message out of the SDL', async () => {
    const sdl = await emitSubgraphSdl({ resolvers: [SecretResolver, PlainSecretResolver] });
    expect(sdl).toContain('secret: Secret!');
    expect(sdl).not.toContain('Log in');
  });
});
