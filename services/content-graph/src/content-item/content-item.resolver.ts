import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { ContentItemArgs } from './content-item.args.js';
import { Analyst } from '../analyst/analyst.type.js';
import { loadAnalysts } from '../analyst/loadAnalysts.js';
import { ByIdResolver } from '../by-id/by-id.resolver.js';
import { found } from '../by-id/found.js';
import type { ContentContext } from '../context.js';
import { ContentItem } from './content-item.type.js';
import type { ContentItemDto } from '@portal/contracts';

// A ContentItem's source object is the content service's ContentItemDto: reached as a reference
// from search cards, or by id for its own page (blogs, podcasts, tools), through the same loader.
@Resolver(() => ContentItem)
export class ContentItemResolver extends ByIdResolver<ContentItemDto>({
  type: ContentItem, args: ContentItemArgs, query: 'contentItem', description: 'A blog, podcast, tool, playbook or survey by id',
  fetch: (ctx, id) => found(ctx.loaders.contentItem.load(id), `Content ${id}`), loader: (ctx) => ctx.loaders.contentItem, key: (item) => item.contentId,
}) {
  @FieldResolver(() => [Analyst])
  authors(@Root() item: ContentItemDto, @Ctx() ctx: ContentContext): Promise<Analyst[]> {
    return loadAnalysts(ctx, item.authors.map((author) => author.contentId));
  }
}
