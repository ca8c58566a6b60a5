import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { ByIdResolver } from '../by-id/by-id.resolver.js';
import type { ContentContext } from '../context.js';
import { Report } from '../report/report.type.js';
import { TechnologyArgs } from './technology.args.js';
import { Technology } from './technology.type.js';
import type { ResearchDto, TechnologyDto, TechnologyPageDto } from '@portal/contracts';

const present = <T>(value: T | null | Error): value is T => value !== null && !(value instanceof Error);

@Resolver(() => Technology)
export class TechnologyResolver extends ByIdResolver<TechnologyDto | TechnologyPageDto>({
  type: Technology, args: TechnologyArgs, query: 'technology', description: 'A technology or category page (TEC…); unknown: 404',
  fetch: (ctx, id) => ctx.catalogue.technologies.getPage(id), loader: (ctx) => ctx.catalogue.technologyLoader, key: (technology) => technology.contentId,
}) {
  @FieldResolver(() => Technology, { nullable: true, description: 'The category it belongs to (itself for a category)' })
  category(@Root() technology: TechnologyDto, @Ctx() ctx: ContentContext): Promise<TechnologyDto | null> {
    return ctx.catalogue.technologyLoader.load(technology.categoryId);
  }

  /** Same-category technologies, through the loader: one batch call. */
  @FieldResolver(() => [Technology], { description: 'Technologies close to this one' })
  async relatedTechnologies(@Root() technology: TechnologyDto, @Ctx() ctx: ContentContext): Promise<TechnologyDto[]> {
    return (await ctx.catalogue.technologyLoader.loadMany(technology.relatedTechnologyIds)).filter(present);
  }

  /**
   * The Waves and Landscapes of its market, newest first; reports the caller may not read are left
   * out by the research batch. Cards (a page's references) ask for theirs in one batch.
   */
  @FieldResolver(() => [Report], { description: 'Research about the technology' })
  async relatedResearch(@Root() technology: TechnologyDto | TechnologyPageDto, @Ctx() ctx: ContentContext): Promise<ResearchDto[]> {
    const ids = 'relatedResearchIds' in technology ? technology.relatedResearchIds : ((await ctx.catalogue.technologyPageLoader.load(technology.contentId))?.relatedResearchIds ?? []);
    if (ids.length === 0) return [];
    return (await ctx.loaders.research.loadMany(ids)).filter(present);
  }
}
