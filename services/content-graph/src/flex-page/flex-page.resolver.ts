import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { ContentContext } from '../context.js';
import { FlexPageArgs } from './flex-page.args.js';
import { toFlexPage } from './flex-page.mapper.js';
import { FlexPage } from './flex-page.type.js';

@Resolver(() => FlexPage)
export class FlexPageResolver {
  @Query(() => FlexPage, { nullable: true, description: 'A flex page by id (PG…), with all its tabs; null when there is none (the 404 page)' })
  async flexPage(@Args() { id }: FlexPageArgs, @Ctx() ctx: ContentContext): Promise<FlexPage | null> {
    const page = await ctx.loaders.flexPage.load(id);
    return page && toFlexPage(page);
  }
}
