// Spec 3 §3: every research type the corpus generates (a report's ipType, a tool's badge, which the
// search index files as its ipType) has its explanation in the domain's table.
import { ipTypeDefinition } from '@portal/domain';
import { expect, it } from 'vitest';
import { contentItems, reports } from './index.js';
import { TOOL_BADGES } from './content/contentItems.js';
import { IP_TYPES } from './vocabulary/phrases.js';

const config = { seed: 42, size: 2000 };

it('defines every ipType a generated report or tool carries', () => {
  const generated = new Set<string>();
  for (const report of reports(config)) generated.add(report.ipType);
  for (const tool of contentItems('tool', config)) generated.add(tool.category!);
  // Every weighted type and badge was drawn, so the sample covers the vocabulary.
  expect([...generated].sort()).toEqual(expect.arrayContaining([...IP_TYPES.map(([name]) => name), ...TOOL_BADGES]));
  const undefinedTypes = [...generated].filter((ipType) => ipTypeDefinition(ipType) === null);
  expect(undefinedTypes).toEqual([]);
});
