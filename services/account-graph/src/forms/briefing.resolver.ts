import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver } from 'type-graphql';
import { BRIEFING_COMPANY_FIELDS, briefingFormSchema, briefingWireBody } from '@portal/domain';
import { SignInMessage } from '@portal/graph-kit';
import type { UserFormDataDto } from '@portal/contracts';
import type { AccountContext } from '../context.js';
import { Viewer } from '../viewer/viewer.type.js';
import { BriefingInput } from './briefing.args.js';
import { BriefingForm, BriefingSubmission, SavedCompanyInfo, UserFormData } from './briefing.type.js';
import { checkedForm, submitted } from './formErrors.js';

// The briefing (spec 1 §3, §5, §9): signed in only (a visitor's /briefing goes to the login page).
export const SIGN_IN_FOR_BRIEFING_MESSAGE = 'Log in to propose a briefing';

/** The saved company info, from its saved names (companyTelephone, companyZip…) to the form's. */
function toSavedCompanyInfo(saved: UserFormDataDto['companyInfo']): SavedCompanyInfo | null {
  if (!saved) return null;
  return Object.fromEntries(BRIEFING_COMPANY_FIELDS.map(({ field, saved: name }) => [field, saved[name] ?? ''])) as unknown as SavedCompanyInfo;
}

@Authorized()
@SignInMessage(SIGN_IN_FOR_BRIEFING_MESSAGE)
@Resolver(() => Viewer)
export class ViewerFormDataResolver {
  @FieldResolver(() => UserFormData, { description: "What the forms fill in: the reader's details and saved company information" })
  async formData(@Ctx() ctx: AccountContext): Promise<UserFormData> {
    const data = await ctx.providerForms.userFormData();
    return { ...data, companyInfo: toSavedCompanyInfo(data.companyInfo) };
  }
}

@Authorized()
@SignInMessage(SIGN_IN_FOR_BRIEFING_MESSAGE)
@Resolver()
export class BriefingResolver {
  @Query(() => BriefingForm, { description: 'What the briefing form offers' })
  async briefingForm(@Ctx() ctx: AccountContext): Promise<BriefingForm> {
    return { analysts: (await ctx.providerForms.initInquiry(undefined)).analysts };
  }

  @Mutation(() => BriefingSubmission, { description: 'Proposes a briefing; saves the company information when asked; needs a solved captcha' })
  submitBriefing(@Arg('input', () => BriefingInput, { description: 'The briefing request: who, about what and when' }) input: BriefingInput, @Ctx() ctx: AccountContext): Promise<BriefingSubmission> {
    return submitted(ctx.providerForms.submitBriefing(briefingWireBody(checkedForm(briefingFormSchema, input))));
  }
}
