import { Field, Float, ObjectType, registerEnumType } from 'type-graphql';

// Values are the domain's, so a converted chart can be returned as it is.
export enum GraphicType {
  STATIC = 'static',
  SEGMENT = 'segment',
}
registerEnumType(GraphicType, { name: 'GraphicType' });

@ObjectType()
export class SegmentGroup {
  @Field()
  name!: string;

  @Field(() => [String])
  segments!: string[];
}

@ObjectType()
export class ChartEntry {
  @Field()
  label!: string;

  @Field(() => Float)
  value!: number;
}

@ObjectType()
export class ChartRow {
  @Field(() => String, { nullable: true })
  label!: string | null;

  @Field(() => Float, { nullable: true })
  value!: number | null;

  @Field(() => [ChartEntry])
  entries!: ChartEntry[];
}

@ObjectType()
export class SegmentRows {
  @Field()
  segment!: string;

  @Field(() => [ChartRow])
  rows!: ChartRow[];
}

@ObjectType({ description: 'A chart in the new format (converted from the research service\'s old format).' })
export class Chart {
  @Field(() => GraphicType)
  graphicType!: GraphicType;

  @Field()
  chartType!: string;

  @Field()
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

  @Field(() => [String])
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
