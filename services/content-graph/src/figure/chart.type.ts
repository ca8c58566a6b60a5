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

@ObjectType()
export class SegmentGroup {
  @Field({ description: 'The segment group\'s name' })
  name!: string;

  @Field(() => [String], { description: 'The respondent segments' })
  segments!: string[];
}

@ObjectType()
export class ChartEntry {
  @Field({ description: 'The segment or answer this entry stands for' })
  label!: string;

  @Field(() => Float, { description: 'The entry\'s figure (a share in percent when the chart\'s percentage is true)' })
  value!: number;
}

@ObjectType()
export class ChartRow {
  @Field(() => String, { description: 'The answer this row stands for', nullable: true })
  label!: string | null;

  @Field(() => Float, { description: 'The row\'s figure (a share in percent when the chart\'s percentage is true)', nullable: true })
  value!: number | null;

  @Field(() => [ChartEntry], { description: 'The entries of this page' })
  entries!: ChartEntry[];
}

@ObjectType()
export class SegmentRows {
  @Field({ description: 'The respondent segment' })
  segment!: string;

  @Field(() => [ChartRow], { description: 'The rows of the chart' })
  rows!: ChartRow[];
}

@ObjectType({ description: 'A chart in the new format (converted from the research service\'s old format).' })
export class Chart {
  @Field(() => GraphicType)
  graphicType!: GraphicType;

  @Field()
  chartType!: string;

  @Field({ description: 'The chart\'s title' })
  title!: string;

  @Field(() => String, { nullable: true })
  subtitle!: string | null;

  @Field(() => String, { nullable: true })
  footnote!: string | null;

  @Field(() => String, { nullable: true })
  source!: string | null;

  @Field(() => String, { nullable: true })
  baseText!: string | null;

  @Field()
  percentage!: boolean;

  @Field(() => [String])
  legend!: string[];

  @Field(() => [String], { description: 'The respondent segments' })
  segments!: string[];

  @Field(() => [SegmentGroup])
  groupedSegments!: SegmentGroup[];

  @Field(() => String, { nullable: true })
  defaultSegment!: string | null;

  @Field(() => [ChartRow])
  chartData!: ChartRow[];

  @Field(() => [SegmentRows])
  chartDataBySegment!: SegmentRows[];

  @Field(() => [Chart])
  subCharts!: Chart[];
}
