import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { SUBMISSION_DELIVERY_STATES, type SubmissionDeliveryState } from '@portal/domain';
import { ROLES, SignInMessage } from '@portal/graph-kit';
import { GraphQLError } from 'graphql';
import type { AccountContext } from '../context.js';
import { FormSubmissionPage } from './submissions.type.js';

// Staff read what readers sent and whether it reached the provider (issue #11): employees only,
// here and in user-service.
export const SIGN_IN_FOR_SUBMISSIONS_MESSAGE = 'Log in to see form submissions';

@Authorized(ROLES.EMPLOYEE)
@SignInMessage(SIGN_IN_FOR_SUBMISSIONS_MESSAGE)
@Resolver()
export class FormSubmissionsResolver {
  @Query(() => FormSubmissionPage, { description: 'Forms sent to the provider, newest first, with their delivery state (employees only)' })
  formSubmissions(
    @Arg('page', () => Int, { description: 'The page to return, 1 for the newest submissions', defaultValue: 1 }) page: number,
    @Arg('state', () => String, { nullable: true, description: 'queued or delivered; all when absent' }) state: string | null,
    @Ctx() ctx: AccountContext,
  ): Promise<FormSubmissionPage> {
    if (!Number.isInteger(page) || page < 1 || page > 10_000) throw new GraphQLError('page must be an integer from 1 to 10000', { extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    if (state !== null && !(SUBMISSION_DELIVERY_STATES as readonly string[]).includes(state)) {
      throw new GraphQLError(`state must be one of ${SUBMISSION_DELIVERY_STATES.join(', ')}`, { extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    }
    return ctx.providerForms.submissions(page, (state ?? undefined) as SubmissionDeliveryState | undefined);
  }
}
