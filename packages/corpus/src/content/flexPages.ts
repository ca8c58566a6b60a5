// Flex pages (spec 2 §2, §3 "Flex page"): editorial landing pages at /content/{slug}/{id}, some with
// a tab bar. A handful of fixed pages, the same for every seed and corpus size (like the services):
// editors write them, the generator does not scale them. PG14 is customer obsession, where spec 1
// §2's token redirect leads. Their bodies are made of a report's body blocks.
import type { FlexButtonDto, FlexPageDto, FlexTabDto } from '@portal/contracts';
import { flexPagePath, type BodyBlockDto, type FlexHeroGradient } from '@portal/domain';
import { heroImagePath } from '../imagePaths.js';

/** What an editor writes: a section is a heading and its paragraphs, optionally under subheadings. */
interface SectionText {
  heading: string;
  paragraphs: string[];
  subsections?: { heading: string; paragraphs: string[] }[];
}

interface PageText {
  id: string;
  slug: string;
  eyebrow: string;
  title: string;
  description: string;
  heroGradient: FlexHeroGradient;
  primaryButton: FlexButtonDto;
  secondaryButton: FlexButtonDto | null;
  overView: string;
  /** A tabbed page's tabs, each with its sections; or the sections of a page without tabs. */
  content: { tabs: { id: string; title: string; sections: SectionText[] }[] } | { sections: SectionText[] };
}

const anchor = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Body blocks of sections, ids unique within the page (`prefix` tells tabs apart). */
function blocksOf(sections: readonly SectionText[], prefix: string): BodyBlockDto[] {
  return sections.flatMap((section): BodyBlockDto[] => {
    const id = `${prefix}${anchor(section.heading)}`;
    return [
      { type: 'section', id, text: section.heading },
      ...section.paragraphs.map((text): BodyBlockDto => ({ type: 'paragraph', text })),
      ...(section.subsections ?? []).flatMap((sub): BodyBlockDto[] => [
        { type: 'subheading', id: `${id}-${anchor(sub.heading)}`, text: sub.heading },
        ...sub.paragraphs.map((text): BodyBlockDto => ({ type: 'paragraph', text })),
      ]),
    ];
  });
}

const button = (cta: string, target: { contentUrl: string } | { link: string }): FlexButtonDto => ({
  cta,
  contentUrl: 'contentUrl' in target ? target.contentUrl : null,
  link: 'link' in target ? target.link : null,
});

const PAGES: PageText[] = [
  {
    id: 'PG11',
    slug: 'future-of-work',
    eyebrow: 'Featured Topic',
    title: 'The Future Of Work',
    description: 'How hybrid teams, automation and new skills change the way organizations plan, hire and lead.',
    heroGradient: 'teal',
    primaryButton: button('Read the latest research', { contentUrl: '/insights/latest-research/all' }),
    secondaryButton: button('Browse upcoming webinars', { contentUrl: '/webinar/upcoming' }),
    overView: 'Work has changed more in five years than in the twenty before. This page gathers what our analysts see leaders doing about it.',
    content: {
      sections: [
        {
          heading: 'What is changing',
          paragraphs: [
            'Hybrid work is now the default for knowledge workers, and automation takes over a growing share of routine tasks.',
            'Leaders who redesign roles around outcomes, not hours, report higher engagement and lower attrition.',
          ],
        },
        {
          heading: 'Where to start',
          paragraphs: ['Start with the work itself: map the tasks of a team, decide which to automate, and invest the time saved in skills.'],
          subsections: [
            { heading: 'Skills before tools', paragraphs: ['Fund learning alongside every automation project, so that people move up to the work that machines cannot do.'] },
            { heading: 'Measure outcomes', paragraphs: ['Replace activity metrics with a few outcome measures that teams agree on and review every quarter.'] },
          ],
        },
      ],
    },
  },
  {
    id: 'PG12',
    slug: 'generative-ai',
    eyebrow: 'Featured Topic',
    title: 'Generative AI: From Pilots To Production',
    description: 'What it takes to move generative AI from promising pilots to dependable business results.',
    heroGradient: 'plum',
    primaryButton: button('Search generative AI research', { contentUrl: '/allSearch?query=generative%20AI' }),
    secondaryButton: button('Ask an analyst', { contentUrl: '/inquiry' }),
    overView: 'Most organizations run generative AI pilots; few have put them into production. These tabs cover the use cases that pay, and the governance that keeps them safe.',
    content: {
      tabs: [
        {
          id: 'overview',
          title: 'Overview',
          sections: [
            {
              heading: 'The state of adoption',
              paragraphs: [
                'Nearly every large enterprise experiments with generative AI, but fewer than one in five has a use case in production at scale.',
                'The gap is rarely the model: it is data readiness, governance and the change management around new ways of working.',
              ],
            },
          ],
        },
        {
          id: 'use-cases',
          title: 'Use Cases',
          sections: [
            {
              heading: 'Where value shows first',
              paragraphs: ['Customer service, software development and marketing content lead, because their output is easy to review and to measure.'],
              subsections: [
                { heading: 'Customer service', paragraphs: ['Agents with AI-drafted answers resolve cases faster and escalate less.'] },
                { heading: 'Software development', paragraphs: ['Coding assistants speed up routine work; reviews and tests keep the quality.'] },
              ],
            },
          ],
        },
        {
          id: 'governance',
          title: 'Governance',
          sections: [
            {
              heading: 'Guardrails that scale',
              paragraphs: [
                'Set policies for data, models and outputs once, and apply them to every use case through shared platforms.',
                'Name owners for each use case and review their results, risks and costs on a fixed schedule.',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    id: 'PG13',
    slug: 'b2b-buying-journey',
    eyebrow: 'Featured Topic',
    title: 'The B2B Buying Journey',
    description: 'Buying groups are larger and more digital than ever. Here is how marketing and sales can keep up.',
    heroGradient: 'navy',
    primaryButton: button('Explore market insights', { contentUrl: '/markets/market-insights/b2b' }),
    secondaryButton: null,
    overView: 'B2B purchases now involve more people, more channels and more self-directed research. Sellers meet buyers later and must add more value when they do.',
    content: {
      sections: [
        {
          heading: 'Buying groups',
          paragraphs: ['A typical purchase involves a dozen people, inside and outside the buying organization, with different questions at each step.'],
        },
        {
          heading: 'What buyers expect',
          paragraphs: [
            'Buyers expect relevant content, transparent pricing and the option to buy without talking to a seller.',
            'When they do talk to sellers, they expect advice on their business, not a product demonstration.',
          ],
        },
      ],
    },
  },
  {
    id: 'PG14',
    slug: 'customer-obsession',
    eyebrow: 'Our Point Of View',
    title: 'Customer Obsession',
    description: 'Put the customer at the center of your leadership, strategy and operations, and grow faster than your rivals.',
    heroGradient: 'navy',
    primaryButton: button('Explore customer experience research', { contentUrl: '/functions/customer-experience' }),
    secondaryButton: button('Talk to an analyst', { contentUrl: '/inquiry' }),
    overView:
      'Customer-obsessed organizations report faster revenue growth, better retention and more engaged employees. Customer obsession is not a program: it is how the whole organization leads, plans and works.',
    content: {
      tabs: [
        {
          id: 'overview',
          title: 'Overview',
          sections: [
            {
              heading: 'Why customer obsession',
              paragraphs: [
                'Customers have more choice and more power than ever. The organizations that win are those that make every decision with the customer in mind.',
                'Our research finds that customer-obsessed organizations grow revenue and profit faster than their peers.',
              ],
            },
            {
              heading: 'The four principles',
              paragraphs: ['Customer-obsessed organizations are customer-led, insights-driven, fast and connected.'],
              subsections: [
                { heading: 'Customer-led', paragraphs: ['Leaders put the customer at the center of strategy, culture and decisions.'] },
                { heading: 'Insights-driven', paragraphs: ['Teams use data and research to understand customers and act on what they learn.'] },
                { heading: 'Fast', paragraphs: ['The organization moves at the speed of its customers, not of its planning cycle.'] },
                { heading: 'Connected', paragraphs: ['Functions work as one team across the customer journey, without silos.'] },
              ],
            },
          ],
        },
        {
          id: 'the-journey',
          title: 'The Journey',
          sections: [
            {
              heading: 'Assess where you stand',
              paragraphs: ['Benchmark your organization against the four principles and find the gaps that hold back growth.'],
            },
            {
              heading: 'Align leadership',
              paragraphs: ['Agree on a customer-obsessed vision at the top, with measures every function shares.'],
            },
            {
              heading: 'Scale what works',
              paragraphs: ['Run the change in short cycles, measure customer and business outcomes, and expand what proves itself.'],
            },
          ],
        },
        {
          id: 'resources',
          title: 'Resources',
          sections: [
            {
              heading: 'Where to go next',
              paragraphs: [
                'Browse the customer experience function for its top priorities, research and tools.',
                'Join an upcoming webinar to hear analysts and peers on putting customer obsession into practice.',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    id: 'PG15',
    slug: 'zero-trust',
    eyebrow: 'Featured Topic',
    title: 'Zero Trust Security',
    description: 'Replace implicit trust with continuous verification of every user, device and workload.',
    heroGradient: 'teal',
    primaryButton: button('Explore security and risk research', { contentUrl: '/functions/security-and-risk' }),
    secondaryButton: button('See technology landscapes', { contentUrl: '/insights/technology-landscapes-and-waves' }),
    overView: 'Zero Trust is the security model for a world without a network perimeter. It is a journey of many small steps, not a product to buy.',
    content: {
      sections: [
        {
          heading: 'The model',
          paragraphs: ['Never trust, always verify: every request is authenticated, authorized and encrypted, wherever it comes from.'],
        },
        {
          heading: 'First steps',
          paragraphs: ['Start with identity: strong authentication for every user, then least-privilege access to the applications that matter most.'],
        },
      ],
    },
  },
];

function flexPageOf(text: PageText): FlexPageDto {
  const tabs: FlexTabDto[] = 'tabs' in text.content ? text.content.tabs.map((tab) => ({ id: tab.id, title: tab.title, body: blocksOf(tab.sections, `${tab.id}-`) })) : [];
  return {
    id: text.id,
    slug: text.slug,
    path: flexPagePath(text.id, text.slug),
    eyebrow: text.eyebrow,
    title: text.title,
    description: text.description,
    backgroundImage: heroImagePath(text.id),
    heroGradient: text.heroGradient,
    primaryButton: text.primaryButton,
    secondaryButton: text.secondaryButton,
    overView: text.overView,
    tabs,
    body: 'sections' in text.content ? blocksOf(text.content.sections, '') : [],
    // Every other flex page, in id order: the pages' own navigation.
    navEntries: PAGES.filter((other) => other.id !== text.id).map((other) => ({ id: other.id, slug: other.slug, title: other.title })),
  };
}

/** Every flex page, in id order; a fresh copy each call. */
export function flexPages(): FlexPageDto[] {
  return PAGES.map(flexPageOf);
}

/** The flex page with this id, or undefined. */
export function flexPage(id: string): FlexPageDto | undefined {
  const text = PAGES.find((page) => page.id === id);
  return text && flexPageOf(text);
}
