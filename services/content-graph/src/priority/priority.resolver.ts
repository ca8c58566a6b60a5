import type { PriorityDto } from '@portal/domain';
import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { ContentContext } from '../context.js';
import { PriorityArgs } from '../service/service.args.js';
import { FunctionArea } from '../service/function.type.js';
import { Priority } from './priority.type.js';

@Resolver(() => Priority)
export class PriorityResolver {
  @Query(() => Priority, { nullable: true, description: 'A functional priority (PRI…); unknown: 404' })
  async priority(@Args() { id }: PriorityArgs, @Ctx() ctx: ContentContext): Promise<PriorityDto> {
    const priority = await ctx.catalogue.services.getPriority(id);
    ctx.catalogue.priorityLoader.prime(priority.id, priority);
    return priority;
  }

  @FieldResolver(() => FunctionArea)
  function(@Root() priority: PriorityDto): FunctionArea {
    return { id: priority.functionId, slug: priority.functionSlug, name: priority.functionName, path: `/functions/${priority.functionSlug}/${priority.functionId}` };
  }
}
