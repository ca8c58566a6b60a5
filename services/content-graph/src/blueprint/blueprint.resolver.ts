import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { ContentContext } from '../context.js';
import { BlueprintArgs } from './blueprint.args.js';
import { Blueprint, BlueprintCard } from './blueprint.type.js';

@Resolver()
export class BlueprintResolver {
  @Query(() => [BlueprintCard], { description: 'Every solution blueprint as a card (/blueprint/blueprintCard), in the functions order' })
  blueprints(@Ctx() ctx: ContentContext): Promise<BlueprintCard[]> {
    return ctx.blueprints.cards();
  }

  @Query(() => Blueprint, { nullable: true, description: 'A solution blueprint by id (BLP…); null when there is none (the 404 page)' })
  blueprint(@Args() { id }: BlueprintArgs, @Ctx() ctx: ContentContext): Promise<Blueprint | null> {
    return ctx.blueprints.blueprint(id);
  }
}
