import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { PLAYBOOK_PAGE_SIZE, type PlaybookTabId } from '@portal/domain';
import type { SearchContext } from '../../context.js';
import { PlaybookListInput } from './playbooks.args.js';
import { PlaybookListResults } from './playbooks.type.js';
import { pageOf } from '../../paging/page.type.js';

@Resolver()
export class PlaybooksResolver {
  @Query(() => PlaybookListResults, { description: 'One page of a playbook tab (/insights/playbooks/{tab})' })
  async playbooks(@Arg('input', () => PlaybookListInput, { description: 'The filters and page of the playbooks listing' }) input: PlaybookListInput, @Ctx() ctx: SearchContext): Promise<PlaybookListResults> {
    const answer = await ctx.listings.playbooks({ category: input.tab as PlaybookTabId, page: input.page ?? 1, size: PLAYBOOK_PAGE_SIZE });
    return { tab: input.tab, ...pageOf(answer, PLAYBOOK_PAGE_SIZE, (playbook) => ({ id: playbook.id })) };
  }
}
