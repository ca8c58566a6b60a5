// /information-services-group and /static/information-services-group (spec 2 §2: the
// external-partner info page): who the partner is and what the partnership offers a client.
import type { StaticCopy } from '../staticCopy';

export const copy: StaticCopy = {
  eyebrow: 'Partner',
  title: 'Information Services Group',
  description: 'Meridian Research and Information Services Group (ISG) partner to help technology and sourcing leaders choose, contract and manage service providers with confidence.',
  lead: 'Information Services Group (ISG) is a technology research and advisory firm that specialises in sourcing: helping enterprises choose, contract and manage technology and business service providers. Together we connect market research with the practical work of buying services.',
  sections: [
    {
      heading: 'About the partnership',
      paragraphs: [
        'Meridian Research analysts evaluate markets and vendors; ISG advisors negotiate and govern the contracts that follow. The partnership lets clients move from a shortlist to a signed agreement without starting over with a new team.',
        'Your Meridian Research subscription stays as it is. ISG services are contracted with ISG directly.',
      ],
    },
    {
      heading: 'What the partnership offers',
      items: [
        { title: 'Provider evaluations', text: 'ISG’s assessments of service providers alongside our Waves and Landscapes, so you see both the technology and the firms that implement it.' },
        { title: 'Sourcing advisory', text: 'Help to plan a sourcing strategy, run a request for proposal and compare bids against market pricing.' },
        { title: 'Contract and governance support', text: 'Benchmarks for service levels and pricing, and advice on governing providers once the contract is signed.' },
        { title: 'Joint briefings', text: 'Sessions in which a Meridian Research analyst and an ISG advisor review your plans together.' },
      ],
    },
    {
      heading: 'How to get started',
      paragraphs: ['Ask your account team for an introduction, or send us a question and we will put you in touch with the right ISG advisor.'],
      links: [
        { label: 'Contact us', to: '/contact-form' },
        { label: 'Find an analyst', to: '/analysts' },
      ],
    },
  ],
};
