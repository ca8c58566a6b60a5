import type { NewsletterDto } from '@portal/contracts';
import { Arg, Ctx, FieldResolver, Mutation, Resolver } from 'type-graphql';
import type { AccountContext } from '../context.js';
import { requireSignedIn } from '../profile/signedIn.js';
import { Viewer } from '../viewer/viewer.type.js';
import { Newsletter, NewsletterSubscriptionInput } from './newsletter.type.js';

const toNewsletter = (dto: NewsletterDto): Newsletter => ({
  id: dto.newsletterId,
  name: dto.name,
  description: dto.description,
  frequency: dto.frequency,
  subscribed: dto.subscribed,
});

@Resolver(() => Viewer)
export class ViewerNewslettersResolver {
  @FieldResolver(() => [Newsletter], { description: 'Every newsletter, with whether the user receives it' })
  async newsletters(@Ctx() ctx: AccountContext): Promise<Newsletter[]> {
    requireSignedIn(ctx.user);
    return (await ctx.newsletters.list()).map(toNewsletter);
  }
}

@Resolver()
export class NewsletterMutationResolver {
  @Mutation(() => [Newsletter], { description: 'Saves the newsletter choices; answers every newsletter as stored' })
  async updateNewsletterSubscriptions(
    @Arg('input', () => [NewsletterSubscriptionInput])
    input: NewsletterSubscriptionInput[],
    @Ctx() ctx: AccountContext,
  ): Promise<Newsletter[]> {
    requireSignedIn(ctx.user);
    return (await ctx.newsletters.save(input.map((s) => ({ newsletterId: s.id, subscribed: s.subscribed })))).map(toNewsletter);
  }
}

