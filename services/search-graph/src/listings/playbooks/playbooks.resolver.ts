import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { PLAYBOOK_PAGE_SIZE, type PlaybookTabId } from '@portal/domain';
import type { SearchContext } from '../../context.js';
import { PlaybooksArgs } from './playbooks.args.js';
import { PlaybookListResults } from './playbooks.type.js';

@Resolver()
export class PlaybooksResolver {
  @Query(() => PlaybookListResults, { description: 'One page of a playbook tab (/insights/playbooks/{tab})' })
  async playbooks(@Args() { input }: PlaybooksArgs, @Ctx() ctx: SearchContext): Promise<PlaybookListResults> {
    const answer = await ctx.listings.playbooks({ category: input.tab as PlaybookTabId, page: input.page ?? 1, size: PLAYBOOK_PAGE_SIZE });
    const totalPages = Math.ceil(answer.totalElements / PLAYBOOK_PAGE_SIZE);
    return {
      tab: input.tab,
      page: answer.page,
      totalPages,
      itemsTotal: answer.totalElements,
      loadMore: answer.page < totalPages,
      cards: answer.content.map((playbook) => ({ id: playbook.id })),
    };
  }
}
