// Words and phrases shared by titles, body text and charts.

export const IP_TYPES: [ipType: string, weight: number][] = [
  ['Wave', 6],
  ['Landscape', 6],
  ['Forecast', 6],
  ['Best Practice', 16],
  ['Benchmark', 8],
  ['Trends', 12],
  ['Research Playbook', 8],
  ['Data Snapshot', 10],
  ['Case Study', 8],
];

export const REGIONS = ['North America', 'Europe', 'Asia Pacific', 'Latin America'];
export const COMPANY_SIZES = ['1,000 to 4,999 employees', '5,000 or more employees'];
export const INDUSTRIES = ['Financial services', 'Retail', 'Manufacturing', 'Healthcare', 'Technology', 'Public sector'];
export const INDUSTRY_FIRMS = [
  'a global bank', 'a regional insurer', 'a consumer electronics retailer', 'an industrial manufacturer',
  'a hospital network', 'a software company', 'a logistics provider', 'a telecommunications operator',
  'a pharmaceutical company', 'a European airline', 'a B2B payments provider', 'a public sector agency',
];

export const CHALLENGES = [
  'Lack of skilled staff', 'Budget constraints', 'Poor data quality', 'Integrating legacy systems',
  'Unclear return on investment', 'Lack of executive sponsorship', 'Security and privacy concerns',
  'Too many disconnected tools', 'Siloed teams', 'Slow decision-making',
];

export const ADOPTION_STAGES = ['Implemented and expanding', 'Implemented', 'Piloting', 'Planning within 12 months', 'No plans'];
export const STACK_STAGES = ['Implemented', 'Piloting', 'Planning', 'No plans'];
export const BUDGET_CHANGES = ['Increase more than 10%', 'Increase 5% to 10%', 'Increase less than 5%', 'No change', 'Decrease'];
export const AGREEMENT_SCALE = ['Strongly agree', 'Agree', 'Neutral', 'Disagree', 'Strongly disagree'];
export const SPEND_CATEGORIES = ['Software', 'Services', 'Internal staff', 'Hardware and infrastructure'];

export const SECTION_OPENERS = ['Key Takeaways', 'Executive Summary', 'Overview'];
export const SECTION_CLOSERS = ['Recommendations', 'What It Means', 'Next Steps', 'Supplemental Material'];
/** Middle section headings; {topic}, {priority}, {audience}, {market} are filled in. */
export const SECTION_MIDDLES = [
  'Why {topic} Matters Now',
  'How To {priority}',
  'What Leading {audience} Do Differently',
  'The Data Behind The Shift',
  '{topic} Moves From Experiment To Mandate',
  'Where Budgets Are Going',
  'Common Pitfalls And How To Avoid Them',
  'How To Build The Business Case',
  'Measure The Impact Of {topic}',
  'The Road Ahead For {topic}',
  'Organize Teams To {priority}',
];
export const WAVE_SECTIONS = ['Evaluation Summary', 'Vendor Offerings', 'Vendor Profiles', 'Evaluation Overview', 'Market Trends In {market}'];
export const SUBHEADINGS = [
  'Start With {topic}',
  'Measure What Matters',
  'Invest In Skills Before Tools',
  'Learn From Early Adopters',
  'Set Clear Ownership',
  'Use {topic} To {priority}',
  'Secure Executive Sponsorship',
  'Plan For Scale',
  'Govern {topic} From Day One',
  'Prioritize Quick Wins',
];
