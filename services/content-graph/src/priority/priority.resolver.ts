import type { PriorityDto } from '@portal/contracts';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { ByIdResolver } from '../by-id/by-id.resolver.js';
import { PriorityArgs } from '../service/service.args.js';
import { FunctionArea } from '../service/function.type.js';
import { Priority } from './priority.type.js';

@Resolver(() => Priority)
export class PriorityResolver extends ByIdResolver<PriorityDto>({
  type: Priority, args: PriorityArgs, query: 'priority', description: 'A functional priority (PRI…); unknown: 404',
  fetch: (ctx, id) => ctx.catalogue.services.getPriority(id), loader: (ctx) => ctx.catalogue.priorityLoader, key: (priority) => priority.id,
}) {
  @FieldResolver(() => FunctionArea)
  function(@Root() priority: PriorityDto): FunctionArea {
    return { id: priority.functionId, slug: priority.functionSlug, name: priority.functionName, path: `/functions/${priority.functionSlug}/${priority.functionId}` };
  }
}
