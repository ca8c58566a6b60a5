import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { inquiryFormSchema } from '@portal/domain';
import { SignInMessage } from '@portal/graph-kit';
import type { AccountContext } from '../context.js';
import { checkedForm, submitted } from './formErrors.js';
import { InquiryInput } from './inquiry.args.js';
import { InquiryForm, InquirySubmission } from './inquiry.type.js';

// The inquiry page (spec 1 §3, §6): which of inquiry, guidance session and research request the
// reader may choose follows their access flags; user-service checks the choice again.
export const SIGN_IN_FOR_INQUIRY_MESSAGE = 'Log in to ask an analyst';

@Authorized()
@SignInMessage(SIGN_IN_FOR_INQUIRY_MESSAGE)
@Resolver()
export class InquiryResolver {
  @Query(() => InquiryForm, { description: 'The analysts, access flags and forms the reader may choose; bioId preselects an analyst' })
  inquiryForm(@Arg('bioId', () => String, { description: 'The id of an analyst\'s biography to preselect that analyst, if any', nullable: true }) bioId: string | null, @Ctx() ctx: AccountContext): Promise<InquiryForm> {
    return ctx.providerForms.initInquiry(bioId && bioId.length <= 20 ? bioId : undefined);
  }

  @Mutation(() => InquirySubmission, { description: 'Sends an inquiry, guidance session or research request; needs a solved captcha' })
  submitInquiry(@Arg('input', () => InquiryInput, { description: 'The question for an analyst and how the reader wants to be answered' }) input: InquiryInput, @Ctx() ctx: AccountContext): Promise<InquirySubmission> {
    return submitted(ctx.providerForms.submitInquiry(checkedForm(inquiryFormSchema, input)));
  }
}
