import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { Analyst } from '../analyst/analyst.type.js';
import { loadAnalysts } from '../analyst/loadAnalysts.js';
import { ByIdResolver } from '../by-id/by-id.resolver.js';
import type { ContentContext } from '../context.js';
import { PlaybookArgs } from './playbook.args.js';
import { toPlaybookSource, type PlaybookSource } from './playbook.mapper.js';
import { Playbook } from './playbook.type.js';

// A Playbook's source object is the playbook service's PlaybookDto with the card's names added.
@Resolver(() => Playbook)
export class PlaybookResolver extends ByIdResolver<PlaybookSource>({
  type: Playbook, args: PlaybookArgs, query: 'playbook', description: 'A playbook by id (PLA…), for /playbook/{slug}/{id}',
  fetch: async (ctx, id) => toPlaybookSource(await ctx.playbooks.getById(id)), loader: (ctx) => ctx.loaders.playbook, key: (playbook) => playbook.contentId,
}) {
  /** Through the request's analyst loader: all authors of a page of cards cost one batch call. */
  @FieldResolver(() => [Analyst])
  authors(@Root() playbook: PlaybookSource, @Ctx() ctx: ContentContext): Promise<Analyst[]> {
    return loadAnalysts(ctx, playbook.authors.map((author) => author.contentId));
  }
}
