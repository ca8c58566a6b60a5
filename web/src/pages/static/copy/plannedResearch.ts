// /planned-research (spec 3 "Planned research, with static copy"): research in progress. The graph
// has no planned-research entity (the corpus holds published reports and scheduled webinars), so
// the agenda is static copy, grouped by the functions the portal serves.
import type { StaticCopy } from '../staticCopy';

export const copy: StaticCopy = {
  eyebrow: 'Research agenda',
  title: 'Planned Research',
  description: 'The research Meridian Research analysts are working on now and when each study is expected, with ways to take part and to be told when it publishes.',
  lead: 'Our analysts publish what they are working on, so you can plan around it, share your experience with them and be first to read the results. Dates are our current estimates.',
  updated: 'November 2026',
  sections: [
    {
      heading: 'Marketing and sales',
      items: [
        { title: 'The State Of B2B Buying Groups, 2027 (expected Q1 2027)', text: 'How many people take part in a purchase, what they read and where deals stall, from our annual survey of business buyers.' },
        { title: 'Marketing Budget Benchmarks, 2027 (expected Q1 2027)', text: 'Budget shares by program, channel and headcount for B2B and B2C marketing leaders.' },
        { title: 'Generative AI In The Sales Process (expected Q2 2027)', text: 'Where sellers already use AI assistants, what it changes in pipeline quality and what revenue operations must govern.' },
      ],
    },
    {
      heading: 'Customer experience',
      items: [
        { title: 'Customer Experience Index, 2027 (expected Q2 2027)', text: 'How customers rate the experience of brands in 13 industries, and which changes moved the scores.' },
        { title: 'Designing Service For AI Agents (expected Q2 2027)', text: 'What happens to customer service when customers send software agents to ask, book and complain for them.' },
      ],
    },
    {
      heading: 'Technology, data and security',
      items: [
        { title: 'The Data And AI Governance Landscape (expected Q1 2027)', text: 'An overview of the vendors that catalogue, protect and monitor data and models, and the use cases they serve.' },
        { title: 'Zero Trust Platforms Wave (expected Q2 2027)', text: 'An evaluation of the leading platforms against our zero trust framework, with scores you can reweight.' },
        { title: 'Cloud Cost Management Practices (expected Q3 2027)', text: 'How architecture and delivery teams keep cloud spending predictable without slowing delivery.' },
      ],
    },
    {
      heading: 'Take part',
      paragraphs: [
        'Many of these studies rest on interviews with practitioners and vendors. If you have experience to share, tell us which study and your role; an analyst will get in touch. Vendors can request a briefing on a study’s market.',
        'Follow the analysts and topics you care about to be told when a study publishes, and join an upcoming webinar to hear early findings.',
      ],
      links: [
        { label: 'Find and follow analysts', to: '/analysts' },
        { label: 'Upcoming webinars', to: '/webinar/upcoming' },
        { label: 'Latest research', to: '/insights/latest-research/all' },
      ],
    },
  ],
};
