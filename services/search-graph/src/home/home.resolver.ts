import { Ctx, FieldResolver, Query, Resolver } from 'type-graphql';
import { HOME_SECTION_SIZES } from '@portal/domain';
import type { SearchContext } from '../context.js';
import { Analyst } from '../analyst/analyst.type.js';
import { Report } from '../report/report.type.js';
import { Webinar } from '../webinar/webinar.type.js';
import { Home, HomeService } from './home.type.js';
import { homeSection } from './homeSection.js';
import { analystDirectory, homeServiceOf, searchResearch } from './homeSections.js';

type Ref = { id: string };

@Resolver(() => Home)
export class HomeResolver {
  @Query(() => Home, { description: 'The visitors’ home (/home): what the portal offers, the same for everyone' })
  home(): Home {
    return { visitor: true };
  }

  @FieldResolver(() => [Report], { nullable: true, description: 'The newest research' })
  latestResearch(@Ctx() ctx: SearchContext): Promise<Ref[]> {
    return homeSection(ctx, 'latestResearch', () => searchResearch(ctx, { size: HOME_SECTION_SIZES.latestResearch }));
  }

  @FieldResolver(() => [Webinar], { nullable: true, description: 'The soonest upcoming webinars' })
  upcomingWebinars(@Ctx() ctx: SearchContext): Promise<Ref[]> {
    return homeSection(ctx, 'upcomingWebinars', async () => {
      const listing = await ctx.webinars.list({ type: 'upcoming', webinarType: 'webinar', page: 1, size: HOME_SECTION_SIZES.upcomingWebinars });
      return listing.content.map((webinar) => ({ id: webinar.id }));
    });
  }

  @FieldResolver(() => [Analyst], { nullable: true, description: 'The first page of the analyst directory' })
  analysts(@Ctx() ctx: SearchContext): Promise<Ref[]> {
    return homeSection(ctx, 'analysts', () => analystDirectory(ctx, HOME_SECTION_SIZES.analysts));
  }

  @FieldResolver(() => [HomeService], { nullable: true, description: 'The functions the research is organised by' })
  functions(@Ctx() ctx: SearchContext): Promise<HomeService[]> {
    return homeSection(ctx, 'functions', async () =>
      (await ctx.services.list()).filter((service) => service.contentType === 'Function').map(homeServiceOf),
    );
  }
}
