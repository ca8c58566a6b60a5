import { Field, Float, ObjectType, registerEnumType } from 'type-graphql';

// Values are the domain's, so a converted chart can be returned as it is.
export enum GraphicType {
  STATIC = 'static',
  SEGMENT = 'segment',
}
registerEnumType(GraphicType, {
  name: 'GraphicType',
  description: 'How a chart is drawn: one fixed picture, or switchable by respondent segment',
  valuesConfig: {
    STATIC: { description: 'One chart over every respondent' },
    SEGMENT: { description: 'A chart per segment (chartDataBySegment), one shown at a time' },
  },
});

@ObjectType({ description: 'A named group of respondent segments' })
export class SegmentGroup {
  @Field({ description: 'The segment group\'s name' })
  name!: string;

  @Field(() => [String], { description: 'The respondent segments' })
  segments!: string[];
}

@ObjectType({ description: 'One segment\'s figure in a chart row' })
export class ChartEntry {
  @Field({ description: 'The segment or answer this entry stands for' })
  label!: string;

  @Field(() => Float, { description: 'The entry\'s figure (a share in percent when the chart\'s percentage is true)' })
  value!: number;
}

@ObjectType({ description: 'One answer\'s row of a chart' })
export class ChartRow {
  @Field(() => String, { description: 'The answer this row stands for', nullable: true })
  label!: string | null;

  @Field(() => Float, { description: 'The row\'s figure (a share in percent when the chart\'s percentage is true)', nullable: true })
  value!: number | null;

  @Field(() => [ChartEntry], { description: 'The row split by segment: one entry per legend item' })
  entries!: ChartEntry[];
}

@ObjectType({ description: 'A chart\'s rows for one respondent segment' })
export class SegmentRows {
  @Field({ description: 'The respondent segment' })
  segment!: string;

  @Field(() => [ChartRow], { description: 'The rows of the chart' })
  rows!: ChartRow[];
}

@ObjectType({ description: 'A chart in the new format (converted from the research service\'s old format).' })
export class Chart {
  @Field(() => GraphicType, { description: 'Whether the chart is one picture or switchable by segment' })
  graphicType!: GraphicType;

  @Field({ description: 'The kind of chart to draw (bar, column, pie …)' })
  chartType!: string;

  @Field({ description: 'The chart\'s title' })
  title!: string;

  @Field(() => String, { description: 'The chart\'s subtitle, if any', nullable: true })
  subtitle!: string | null;

  @Field(() => String, { description: 'The chart\'s footnote, if any', nullable: true })
  footnote!: string | null;

  @Field(() => String, { description: 'The source of the data, if given', nullable: true })
  source!: string | null;

  @Field(() => String, { description: 'Who the figures are based on (the respondents\' base)', nullable: true })
  baseText!: string | null;

  @Field({ description: 'Whether the figures are percentages' })
  percentage!: boolean;

  @Field(() => [String], { description: 'The legend\'s items, in order' })
  legend!: string[];

  @Field(() => [String], { description: 'The respondent segments' })
  segments!: string[];

  @Field(() => [SegmentGroup], { description: 'The respondent segments, grouped as the segment picker shows them' })
  groupedSegments!: SegmentGroup[];

  @Field(() => String, { description: 'The segment shown first, if any', nullable: true })
  defaultSegment!: string | null;

  @Field(() => [ChartRow], { description: 'The chart\'s rows over every respondent' })
  chartData!: ChartRow[];

  @Field(() => [SegmentRows], { description: 'The chart\'s rows per respondent segment (graphicType SEGMENT)' })
  chartDataBySegment!: SegmentRows[];

  @Field(() => [Chart], { description: 'Charts drawn under this one, in order' })
  subCharts!: Chart[];
}
