import { Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { Analyst } from '../analyst/analyst.type.js';
import { loadAnalysts } from '../analyst/loadAnalysts.js';
import type { ContentContext } from '../context.js';
import { PlaybookArgs } from './playbook.args.js';
import { Playbook } from './playbook.type.js';
import type { PlaybookDto } from '@portal/contracts';

// A Playbook's source object is the playbook service's PlaybookDto; the card names are the spec's.
@Resolver(() => Playbook)
export class PlaybookResolver {
  @Query(() => Playbook, { nullable: true, description: 'A playbook by id (PLA…), for /playbook/{slug}/{id}' })
  async playbook(@Args() { id }: PlaybookArgs, @Ctx() ctx: ContentContext): Promise<PlaybookDto> {
    const playbook = await ctx.playbooks.getById(id);
    ctx.loaders.playbook.prime(playbook.contentId, playbook);
    return playbook;
  }

  @FieldResolver(() => ID)
  id(@Root() playbook: PlaybookDto): string {
    return playbook.contentId;
  }

  @FieldResolver(() => String)
  url(@Root() playbook: PlaybookDto): string {
    return playbook.path;
  }

  @FieldResolver(() => String)
  playbookTitle(@Root() playbook: PlaybookDto): string {
    return playbook.title;
  }

  @FieldResolver(() => String)
  playbookDescription(@Root() playbook: PlaybookDto): string {
    return playbook.summary;
  }

  @FieldResolver(() => String)
  playbookImage(@Root() playbook: PlaybookDto): string {
    return playbook.image;
  }

  @FieldResolver(() => String, { nullable: true })
  legacyPlaybookImage(@Root() playbook: PlaybookDto): string | null {
    return playbook.legacyImage;
  }

  @FieldResolver(() => String)
  date(@Root() playbook: PlaybookDto): string {
    return playbook.publishedDate;
  }

  /** Through the request's analyst loader: all authors of a page of cards cost one batch call. */
  @FieldResolver(() => [Analyst])
  authors(@Root() playbook: PlaybookDto, @Ctx() ctx: ContentContext): Promise<Analyst[]> {
    return loadAnalysts(ctx, playbook.authors.map((author) => author.contentId));
  }
}
