import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { DEFAULT_CONTACT_REFERER, contactFormSchema, contactFormType, visitorContactFormSchema } from '@portal/domain';
import type { AccountContext } from '../context.js';
import { ContactFormInput } from './contact.args.js';
import { ContactFormHeader, ContactSubmission } from './contact.type.js';
import { checkedForm, submitted } from './formErrors.js';

// The contact form (spec 1 §3, §4): signed in, or a visitor on the public contact-us page (who
// gives a name and an address). Stored by user-service before anything else, then delivered to the
// provider from its queue: the answer does not wait for the mail.
@Resolver()
export class ContactFormResolver {
  @Query(() => ContactFormHeader, { description: 'The header of a contact form type; an unknown id is the support form (9)' })
  contactFormHeader(@Arg('id', () => Int, { description: 'The contact form type; absent or unknown for the support form', nullable: true }) id: number | null, @Ctx() ctx: AccountContext): Promise<ContactFormHeader> {
    return ctx.providerForms.contactHeader(contactFormType(id).id);
  }

  @Mutation(() => ContactSubmission, { description: 'Sends the contact form; needs a solved captcha' })
  async submitContactForm(@Arg('input', () => ContactFormInput, { description: 'The contact form\'s fields, sent on to the support team' }) input: ContactFormInput, @Ctx() ctx: AccountContext): Promise<ContactSubmission> {
    const values = { ...input, referer: input.referer || DEFAULT_CONTACT_REFERER };
    const form = checkedForm(ctx.user ? contactFormSchema : visitorContactFormSchema, values);
    return submitted(ctx.providerForms.submitContact(form));
  }
}
