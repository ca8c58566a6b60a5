// The structural shape of an old-format chart, as zod schemas. Only types are checked here;
// the spec's validity rules (spec 1 §5) live in validate.ts, where they can say which rule failed.
// Values and labels are nullish because stored charts carry nulls where a field was left blank.
import type * as zodTypes from 'zod';
import { z } from '../zod.js';

export const oldChartEntrySchema = z.object({
  label: z.string().nullish(),
  value: z.number().nullish(),
});

export const oldChartRowSchema = z.object({
  label: z.string().nullish(),
  value: z.number().nullish(),
  entries: z.array(oldChartEntrySchema).nullish(),
});

export const oldSegmentGroupSchema = z.object({
  name: z.string(),
  segments: z.array(z.string()),
});

/** Sub charts stay `unknown` here: validate.ts checks each one with the same rules, recursively. */
export const oldChartShapeSchema = z.object({
  chart_type: z.string({ error: 'chart_type is required' }),
  title: z.string().nullish(),
  subtitle: z.string().nullish(),
  segments: z.array(z.string()).nullish(),
  grouped_segments: z.array(oldSegmentGroupSchema).nullish(),
  default_segment: z.string().nullish(),
  chart_data: z.record(z.string(), z.array(oldChartRowSchema), { error: 'chart_data is required' }),
  chart_metadata: z.object({ percentage: z.boolean().nullish() }).nullish(),
  sub_charts: z.array(z.unknown()).nullish(),
  footnote: z.string().nullish(),
  source: z.string().nullish(),
  legend: z.array(z.string()).nullish(),
  base_text: z.string().nullish(),
});

export type OldChartShape = zodTypes.infer<typeof oldChartShapeSchema>;
export type OldChartRowShape = zodTypes.infer<typeof oldChartRowSchema>;
