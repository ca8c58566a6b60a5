import type { WebinarRegistrationDto } from '@portal/contracts';
import { SignInMessage } from '@portal/graph-kit';
import { Args, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { CommerceContext } from '../context.js';
import { WebinarIdArgs } from './webinar.args.js';
import { WebinarRegistration } from './webinar-registration.type.js';
import { Webinar, type WebinarRef } from './webinar.type.js';

export const SIGN_IN_TO_REGISTER_MESSAGE = 'Log in to register for a webinar';

@SignInMessage(SIGN_IN_TO_REGISTER_MESSAGE)
@Resolver(() => Webinar)
export class WebinarRegistrationResolver {
  @FieldResolver(() => WebinarRegistration, { nullable: true })
  registration(@Root() webinar: WebinarRef, @Ctx() ctx: CommerceContext): Promise<WebinarRegistrationDto | null> {
    return ctx.loaders.registration.load(webinar.id);
  }

  // Spec 3 §4: on success the webinar is registered with access and the checkout area gets the
  // registration result. Registering twice answers the first registration.
  @Authorized()
  @Mutation(() => Webinar, { description: 'Register the signed-in user for an upcoming webinar' })
  async registerForWebinar(@Args() { id }: WebinarIdArgs, @Ctx() ctx: CommerceContext): Promise<WebinarRef> {
    const registration = await ctx.webinarRegistrations.register(id);
    ctx.loaders.registration.prime(id, registration);
    return { id };
  }
}
