import { Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { HOME_SECTION_SIZES } from '@portal/domain';
import type { SearchContext } from '../context.js';
import { HomeAnalyst, HomeBanner, HomeEvent, HomeReport, HomeServiceRecommendation, MyHome, type HomeService } from './home.type.js';
import type { Recommendation } from './homeRanking.js';
import { analysts, featuredResearch, fromReading, researchServices, upcomingEvents } from './homeSections.js';
import { homeSection } from './homeSection.js';
import { ReaderSignalsLoader } from './readerSignals.js';

type Ref = { id: string };

@Resolver(() => MyHome)
export class MyHomeResolver {
  @Authorized()
  @Query(() => MyHome, { description: "The signed-in reader's home (/myhome): whose it is comes from the signed user context" })
  myHome(@Ctx() ctx: SearchContext): MyHome {
    const firstName = ctx.user!.fullName?.split(' ')[0] ?? '';
    return { source: { firstName, signals: new ReaderSignalsLoader(ctx) } };
  }

  @FieldResolver(() => HomeBanner, { description: 'The banner at the top of the page, if any' })
  async banner(@Root() home: MyHome): Promise<HomeBanner> {
    const { functions } = await home.source.signals.signals();
    return { greeting: home.source.firstName ? `Welcome back, ${home.source.firstName}` : 'Welcome back', functions };
  }

  @FieldResolver(() => HomeReport, { nullable: true, description: 'The top recommendation' })
  hero(@Root() home: MyHome, @Ctx() ctx: SearchContext): Promise<Recommendation<Ref> | null> {
    return homeSection(ctx, 'hero', async () => (await featuredResearch(ctx, home.source.signals))[0] ?? null);
  }

  @FieldResolver(() => [HomeReport], { nullable: true, description: 'The recommendations after the hero' })
  featured(@Root() home: MyHome, @Ctx() ctx: SearchContext): Promise<Recommendation<Ref>[]> {
    return homeSection(ctx, 'featured', async () => (await featuredResearch(ctx, home.source.signals)).slice(1));
  }

  @FieldResolver(() => [HomeEvent], { nullable: true, description: `Upcoming peer discussions, ${HOME_SECTION_SIZES.topPeers} at most` })
  topPeers(@Root() home: MyHome, @Ctx() ctx: SearchContext): Promise<Recommendation<Ref>[]> {
    return homeSection(ctx, 'topPeers', () => upcomingEvents(ctx, home.source.signals, 'peer discussions', HOME_SECTION_SIZES.topPeers));
  }

  @FieldResolver(() => [HomeServiceRecommendation], { description: 'Research services recommended to the reader', nullable: true })
  researchServices(@Root() home: MyHome, @Ctx() ctx: SearchContext): Promise<Recommendation<HomeService>[]> {
    return homeSection(ctx, 'researchServices', () => researchServices(home.source.signals));
  }

  @FieldResolver(() => [HomeReport], { nullable: true, description: 'Research related to what the reader opened last' })
  fromReading(@Root() home: MyHome, @Ctx() ctx: SearchContext): Promise<Recommendation<Ref>[]> {
    return homeSection(ctx, 'fromReading', async () => (await fromReading(ctx, home.source.signals)));
  }

  @FieldResolver(() => HomeEvent, { nullable: true, description: 'An upcoming webinar' })
  recommendedEvent(@Root() home: MyHome, @Ctx() ctx: SearchContext): Promise<Recommendation<Ref> | null> {
    return homeSection(ctx, 'recommendedEvent', async () => (await upcomingEvents(ctx, home.source.signals, 'webinar', 1))[0] ?? null);
  }

  @FieldResolver(() => [HomeAnalyst], { description: 'The analysts', nullable: true })
  analysts(@Root() home: MyHome, @Ctx() ctx: SearchContext): Promise<Recommendation<Ref>[]> {
    return homeSection(ctx, 'analysts', () => analysts(ctx, home.source.signals));
  }
}
