import type { ContentItemDto } from '@portal/domain';
import { Ctx, FieldResolver, ID, Resolver, Root } from 'type-graphql';
import { Analyst } from '../analyst/analyst.type.js';
import { loadAnalysts } from '../analyst/loadAnalysts.js';
import type { ContentContext } from '../context.js';
import { ContentItem } from './content-item.type.js';

// A ContentItem's source object is the content service's ContentItemDto; it is reached only as a
// reference (search cards), so there is no query of its own yet.
@Resolver(() => ContentItem)
export class ContentItemResolver {
  @FieldResolver(() => ID)
  id(@Root() item: ContentItemDto): string {
    return item.contentId;
  }

  @FieldResolver(() => [Analyst])
  authors(@Root() item: ContentItemDto, @Ctx() ctx: ContentContext): Promise<Analyst[]> {
    return loadAnalysts(ctx, item.authors.map((author) => author.contentId));
  }
}
