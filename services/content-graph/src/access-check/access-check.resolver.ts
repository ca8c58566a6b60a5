// The report page's access check (spec 3 §6): whether the person with an e-mail address may read
// some reports. It tells what someone else may read, so employees only, here (@Authorized) and in
// research-service, which applies the report endpoints' own entitlement rule to that person.
import { ROLES, SignInMessage } from '@portal/graph-kit';
import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { ContentContext } from '../context.js';
import { ReportAccessCheckArgs } from './access-check.args.js';

export const SIGN_IN_FOR_ACCESS_CHECK_MESSAGE = 'Log in to check access';

@Authorized(ROLES.EMPLOYEE)
@SignInMessage(SIGN_IN_FOR_ACCESS_CHECK_MESSAGE)
@Resolver()
export class ReportAccessCheckResolver {
  @Query(() => Boolean, {
    description: 'Whether the person with this e-mail may read every one of the reports (employees only); false for an unknown e-mail or report',
  })
  reportAccessCheck(@Args() { contentIds, email }: ReportAccessCheckArgs, @Ctx() ctx: ContentContext): Promise<boolean> {
    return ctx.research.personAccess(contentIds, email);
  }
}
