// The home pages (spec 2 §2 "Home personalisation", §3 "Home"): /myhome for a signed-in reader,
// /home for visitors. Every section is nullable: a section whose call fails is null with its
// error (spec 2 §8: home failures only log), and the page shows the sections that arrived.
import { Field, ID, ObjectType, registerEnumType, type ClassType } from 'type-graphql';
import { Analyst } from '../analyst/analyst.type.js';
import { Report } from '../report/report.type.js';
import { Webinar } from '../webinar/webinar.type.js';
import { HOME_REASON_KINDS, type HomeReasonKind } from './homeReason.js';
import type { Recommendation } from './homeRanking.js';
import type { ReaderSignalsLoader } from './readerSignals.js';

const HomeReasonKindEnum = Object.fromEntries(HOME_REASON_KINDS.map((kind) => [kind, kind])) as { [K in HomeReasonKind]: K };
registerEnumType(HomeReasonKindEnum, {
  name: 'HomeReasonKind',
  description: 'Which of the reader’s signals put a recommendation on the page',
  valuesConfig: {
    FOLLOWED_ANALYST: { description: 'By an analyst the reader follows' },
    FOLLOWED_TOPIC: { description: 'On a topic the reader follows' },
    FUNCTION: { description: "For the reader's business function" },
    LATEST: { description: 'Among the latest, when no signal applies' },
    PRIORITY: { description: "On one of the reader's priorities" },
    READ: { description: 'Close to what the reader has read lately' },
    SUBSCRIPTION: { description: 'From a service the reader subscribes to' },
  },
});

@ObjectType({ description: 'Why a recommendation is there' })
export class HomeReason {
  @Field(() => HomeReasonKindEnum, { description: 'Which signal it is' })
  kind!: HomeReasonKind;

  @Field({ description: "e.g. 'Because you follow Jane Doe', 'Because you read …', 'For your function …'" })
  text!: string;
}

/** One kind of recommendation: the item, under its own field name (report, webinar…), and why it is there. */
function RecommendationOf<T extends object>(name: string, itemField: string, itemType: ClassType<T>, description?: string): ClassType<Recommendation<T>> {
  @ObjectType(name, { description })
  class RecommendedItem implements Recommendation<T> {
    @Field(() => HomeReason, { description: 'Why it is recommended to the reader' })
    reason!: HomeReason;

    @Field(() => itemType, { name: itemField, description: `The ${itemField} recommended` })
    item!: T;
  }
  return RecommendedItem;
}

export const HomeReport = RecommendationOf('HomeReport', 'report', Report, 'A report recommended to the reader, and why');
export const HomeEvent = RecommendationOf('HomeEvent', 'webinar', Webinar, 'An upcoming webinar or peer discussion');
export const HomeAnalyst = RecommendationOf('HomeAnalyst', 'analyst', Analyst, 'An analyst recommended to the reader, and why');

@ObjectType({ description: 'A research service or function of the catalogue' })
export class HomeService {
  @Field(() => ID, { description: 'SER…' })
  id!: string;

  @Field({ description: 'The home service\'s title' })
  title!: string;

  @Field({ description: 'The home service\'s description' })
  description!: string;

  @Field({ description: "'Technology', 'B2B' or 'Consumer & Digital'" })
  category!: string;

  @Field({ description: 'Where its page is' })
  path!: string;
}

export const HomeServiceRecommendation = RecommendationOf('HomeServiceRecommendation', 'service', HomeService, 'A research service recommended to the reader, and why');

@ObjectType({ description: 'The greeting at the top of /myhome' })
export class HomeBanner {
  @Field({ description: "'Welcome back, Casey'" })
  greeting!: string;

  @Field(() => [String], { description: 'The functions the reader’s subscription holds' })
  functions!: string[];
}

/** The root object of /myhome's sections: the signals, fetched once for all of them. */
export interface MyHomeSource {
  firstName: string;
  signals: ReaderSignalsLoader;
}

@ObjectType({ description: "The signed-in reader's home (/myhome), personalised from their follows, reading and subscription" })
export class MyHome {
  // Sections are field resolvers (myHome.resolver.ts); only the source travels here.
  source!: MyHomeSource;
}

@ObjectType({ description: 'The visitors’ home (/home and /)' })
export class Home {
  // Sections are field resolvers (home.resolver.ts).
  visitor!: true;
}
