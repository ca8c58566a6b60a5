import type { Chart as DomainChart } from '@portal/domain';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { Chart, SegmentRows } from './chart.type.js';

// GraphQL has no map type: the domain's rows-by-segment record becomes a list in segment order.
@Resolver(() => Chart)
export class ChartResolver {
  @FieldResolver(() => [SegmentRows])
  chartDataBySegment(@Root() chart: DomainChart): SegmentRows[] {
    const bySegment = chart.chartDataBySegment;
    const extra = Object.keys(bySegment).filter((segment) => !chart.segments.includes(segment));
    return [...chart.segments, ...extra]
      .filter((segment) => Object.hasOwn(bySegment, segment))
      .map((segment) => ({ segment, rows: bySegment[segment] }));
  }
}
