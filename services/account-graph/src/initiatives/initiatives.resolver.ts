import { Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver } from 'type-graphql';
import { isInternalUser, type InitiativeActionStatus } from '@portal/domain';
import { ROLES, SignInMessage } from '@portal/graph-kit';
import type { AccountContext } from '../context.js';
import { Viewer } from '../viewer/viewer.type.js';
import { InitiativeIdArgs, InitiativesByEmailArgs, UpdateInitiativeActionArgs } from './initiative.args.js';
import { toInitiative, toInitiativeAction, toInitiatives } from './initiative.mapper.js';
import { DashboardPresentation, Initiative, InitiativeAction, Initiatives } from './initiative.type.js';

// Initiatives (spec 2 §2-§8, issue #10). outcomes-service answers only with the caller's own (an
// employee: anyone's, read-only), and someone else's as NOT_FOUND like a missing one; the client
// viewer's lookup is for employees (@Authorized(ROLES.EMPLOYEE) here, and the service checks too).
export const SIGN_IN_FOR_INITIATIVES_MESSAGE = 'Log in to see your initiatives';

@Authorized()
@SignInMessage(SIGN_IN_FOR_INITIATIVES_MESSAGE)
@Resolver(() => Viewer)
export class ViewerInitiativesResolver {
  @FieldResolver(() => Initiatives, { description: "The reader's initiatives and other actions" })
  async initiatives(@Ctx() ctx: AccountContext): Promise<Initiatives> {
    return toInitiatives(await ctx.initiatives.list());
  }

  @FieldResolver(() => Boolean, { description: 'Spec 2 §6: internal (an employee, who may use the client viewer) or client viewing' })
  isInternal(@Ctx() ctx: AccountContext): boolean {
    return isInternalUser(ctx.user?.userType);
  }
}

@Authorized()
@SignInMessage(SIGN_IN_FOR_INITIATIVES_MESSAGE)
@Resolver()
export class InitiativeQueryResolver {
  @Query(() => Initiative, { description: "One of the reader's initiatives (an employee: any client's); NOT_FOUND otherwise" })
  async initiative(@Args() { id }: InitiativeIdArgs, @Ctx() ctx: AccountContext): Promise<Initiative> {
    return toInitiative(await ctx.initiatives.byId(id));
  }

  @Authorized(ROLES.EMPLOYEE)
  @Query(() => Initiatives, { description: "The client viewer (employees only): a client's initiatives by e-mail, trimmed; NOT_FOUND for an unknown e-mail" })
  async initiativesByEmail(@Args() { email }: InitiativesByEmailArgs, @Ctx() ctx: AccountContext): Promise<Initiatives> {
    return toInitiatives(await ctx.initiatives.byEmail(email.trim()));
  }

  @Query(() => DashboardPresentation, { description: "An initiative's dashboard as a PowerPoint file, while release_Outcomes_Download_PPT is on" })
  initiativePresentation(@Args() { id }: InitiativeIdArgs, @Ctx() ctx: AccountContext): Promise<DashboardPresentation> {
    return ctx.initiatives.presentation(id);
  }
}

@Authorized()
@SignInMessage(SIGN_IN_FOR_INITIATIVES_MESSAGE)
@Resolver()
export class InitiativeMutationResolver {
  @Mutation(() => InitiativeAction, { description: "Sets the status of one of the reader's own actions; anyone else's is NOT_FOUND and nothing changes" })
  async updateInitiativeAction(@Args() { initiativeId, actionItemId, status }: UpdateInitiativeActionArgs, @Ctx() ctx: AccountContext): Promise<InitiativeAction> {
    const initiative = initiativeId == null ? null : Number(initiativeId);
    return toInitiativeAction(await ctx.initiatives.updateAction(actionItemId, { initiativeId: initiative, status: status as InitiativeActionStatus }));
  }
}
