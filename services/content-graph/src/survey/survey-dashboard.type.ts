// A data report's survey dashboard (spec 3 §3 "Research page data: surveyDashboard", issue #13):
// the questions of the survey the report draws on, each answered per respondent segment.
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Survey } from './survey.type.js';

export enum SurveyChartKind {
  BAR = 'bar',
  STACKED = 'stacked',
}

registerEnumType(SurveyChartKind, {
  name: 'SurveyChartKind',
  description: 'How a survey question is drawn',
  valuesConfig: {
    BAR: { description: 'One bar per answer option' },
    STACKED: { description: 'The answer options as the parts of one bar' },
  },
});

@ObjectType({ description: 'A group of respondents the dashboard can be filtered to' })
export class SurveySegment {
  @Field(() => ID, { description: "Stable and URL-safe ('all', 'region-europe', …): the page keeps it in its `segment` search parameter" })
  id!: string;

  @Field({ description: "'All respondents', 'Europe', '5,000 or more employees', …" })
  label!: string;

  @Field(() => String, { nullable: true, description: "'Region', 'Company size' or 'Role'; null for All respondents" })
  group!: string | null;
}

@ObjectType({ description: "One segment's answers to a question" })
export class SurveySegmentResult {
  @Field(() => ID, { description: 'The respondent segment\'s id' })
  segmentId!: string;

  @Field(() => Int, { description: 'How many in the segment answered the question' })
  respondents!: number;

  @Field(() => [Int], { description: 'Whole percentages, one per answer option in the options’ order, summing to 100' })
  shares!: number[];
}

@ObjectType({ description: 'A survey question and its answers in every segment' })
export class SurveyQuestion {
  @Field(() => ID, { description: 'Unique within the dashboard' })
  id!: string;

  @Field({ description: 'The text' })
  text!: string;

  @Field(() => SurveyChartKind, { description: 'How the question\'s answers are charted' })
  chartKind!: SurveyChartKind;

  @Field(() => [String], { description: 'The answer options, in the order the shares follow' })
  options!: string[];

  @Field(() => [SurveySegmentResult], { description: "One per segment, in the dashboard's segment order" })
  results!: SurveySegmentResult[];
}

@ObjectType({ description: 'The survey dashboard of a data report: the questions of the survey it draws on, by segment' })
export class SurveyDashboard {
  @Field(() => ID, { description: 'The survey the report draws on (SUS…)' })
  surveyId!: string;

  @Field(() => Survey, { nullable: true, description: 'That survey (null if it has been withdrawn)' })
  survey?: Survey | null;

  @Field(() => [SurveySegment], { description: 'All respondents first, then each group’s segments' })
  segments!: SurveySegment[];

  @Field(() => [SurveyQuestion], { description: 'The questions, in order' })
  questions!: SurveyQuestion[];
}
