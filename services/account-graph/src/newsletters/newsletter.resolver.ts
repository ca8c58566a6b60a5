import { SignInMessage } from '@portal/graph-kit';
import type { NewsletterDto } from '@portal/contracts';
import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver } from 'type-graphql';
import type { AccountContext } from '../context.js';
import { SIGN_IN_FOR_ACCOUNT_MESSAGE } from '../profile/signedIn.js';
import { Viewer } from '../viewer/viewer.type.js';
import { Newsletter, NewsletterSubscriptionInput } from './newsletter.type.js';

const toNewsletter = (dto: NewsletterDto): Newsletter => ({
  id: dto.newsletterId,
  name: dto.name,
  description: dto.description,
  frequency: dto.frequency,
  subscribed: dto.subscribed,
});

@Authorized()
@SignInMessage(SIGN_IN_FOR_ACCOUNT_MESSAGE)
@Resolver(() => Viewer)
export class ViewerNewslettersResolver {
  @FieldResolver(() => [Newsletter], { description: 'Every newsletter, with whether the user receives it' })
  async newsletters(@Ctx() ctx: AccountContext): Promise<Newsletter[]> {
    return (await ctx.newsletters.list()).map(toNewsletter);
  }
}

@Authorized()
@SignInMessage(SIGN_IN_FOR_ACCOUNT_MESSAGE)
@Resolver()
export class NewsletterMutationResolver {
  @Mutation(() => [Newsletter], { description: 'Saves the newsletter choices; answers every newsletter as stored' })
  async updateNewsletterSubscriptions(
    @Arg('input', () => [NewsletterSubscriptionInput], { description: 'Each newsletter and whether the reader wants it' })
    input: NewsletterSubscriptionInput[],
    @Ctx() ctx: AccountContext,
  ): Promise<Newsletter[]> {
    return (await ctx.newsletters.save(input.map((s) => ({ newsletterId: s.id, subscribed: s.subscribed })))).map(toNewsletter);
  }
}

