// Intellectual-property type definitions (spec 3 §3): one short explanation per research type, shown
// wherever a content type is named (the report hero's type label, the search filter's research
// types). The corpus's test checks that every ipType it generates has an entry here.
import { INTERACTIVE_DATA_TOOL } from './featureFlags.js';
import { DATA_SNAPSHOT_IP_TYPE, FORECAST_IP_TYPE, WAVE_IP_TYPE } from './insights.js';

export const IP_TYPE_DEFINITIONS: Readonly<Record<string, string>> = {
  [WAVE_IP_TYPE]: 'An evaluation of the most significant vendors in a market against a transparent set of criteria, scoring their current offering, strategy and market presence.',
  Landscape: 'An overview of a market: what its technology does, the vendors that offer it by size and focus, and the use cases buyers choose it for.',
  [FORECAST_IP_TYPE]: 'A projection of how a market, spending category or adoption rate will grow over the coming years, with the assumptions behind the numbers.',
  'Best Practice': 'Proven guidance on how leading organisations do something well, with the steps and pitfalls drawn from interviews and client inquiries.',
  Benchmark: 'A comparison of your practices or results with those of your peers, so you can see where you lead, where you lag and what to improve first.',
  Trends: 'An analysis of an emerging shift in technology, buyers or markets: what is changing, why it matters and how soon you should act.',
  'Research Playbook': 'A set of connected reports that take you through an initiative from start to finish: discover, plan, act and optimise.',
  [DATA_SNAPSHOT_IP_TYPE]: 'Survey data on one topic presented in charts with a short reading of what the numbers mean for your decisions.',
  'Case Study': 'The story of how one organisation tackled a challenge, what it did and what it achieved, with lessons you can reuse.',
  Toolkit: 'A bundle of ready-to-use materials, such as checklists, questions and scoring sheets, for one task like choosing a vendor.',
  Template: 'A document you fill in with your own details, such as a business case or a plan, built on our research.',
  'Decision Tool': 'A structured worksheet that weighs your options against the criteria that matter so you can make and defend a choice.',
  'Maturity Assessment': 'A questionnaire that rates how advanced your capabilities are and shows the next steps to reach the following level.',
  'Role Profile': 'A description of a role: what it is responsible for, the skills it needs and how it is measured, ready to adapt for hiring.',
  [INTERACTIVE_DATA_TOOL]: 'A tool that lets you filter and chart our survey data yourself, by region, industry, company size or role.',
};

/** The explanation of a research type (its name in any case), or null for a type without one. */
export function ipTypeDefinition(ipType: string | null | undefined): string | null {
  if (!ipType) return null;
  const wanted = ipType.trim().toLowerCase();
  const match = Object.keys(IP_TYPE_DEFINITIONS).find((name) => name.toLowerCase() === wanted);
  return match ? IP_TYPE_DEFINITIONS[match]! : null;
}
