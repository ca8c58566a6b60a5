import { portalError } from '@portal/graph-kit';
import { Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { ContentItemArgs } from './content-item.args.js';
import { Analyst } from '../analyst/analyst.type.js';
import { loadAnalysts } from '../analyst/loadAnalysts.js';
import type { ContentContext } from '../context.js';
import { ContentItem } from './content-item.type.js';
import type { ContentItemDto } from '@portal/contracts';

// A ContentItem's source object is the content service's ContentItemDto: reached as a reference
// from search cards, or by id for its own page (blogs, podcasts, tools).
@Resolver(() => ContentItem)
export class ContentItemResolver {
  @Query(() => ContentItem, { nullable: true, description: 'A blog, podcast, tool, playbook or survey by id' })
  async contentItem(@Args() { id }: ContentItemArgs, @Ctx() ctx: ContentContext): Promise<ContentItemDto> {
    const item = await ctx.loaders.contentItem.load(id);
    if (!item) throw portalError(404, 'Not Found', `Content ${id} not found`);
    return item;
  }

  @FieldResolver(() => ID)
  id(@Root() item: ContentItemDto): string {
    return item.contentId;
  }

  @FieldResolver(() => [Analyst])
  authors(@Root() item: ContentItemDto, @Ctx() ctx: ContentContext): Promise<Analyst[]> {
    return loadAnalysts(ctx, item.authors.map((author) => author.contentId));
  }
}
