// /simple-text: the portal's plain-language page on using and quoting its research, the kind of
// simple text page a reader of a research portal finds linked from the footer and reprints.
import type { StaticCopy } from '../staticCopy';

export const copy: StaticCopy = {
  eyebrow: 'Policies',
  title: 'Using And Citing Our Research',
  description: 'What you may do with Meridian Research reports, figures and data, how to cite them and how to ask for a reprint or a quote.',
  lead: 'Our research is written for the people who subscribe to it. This page says, in plain words, how you may share and quote it.',
  sections: [
    {
      heading: 'Inside your organisation',
      paragraphs: [
        'You may read, download and print research your subscription includes, and share short excerpts with colleagues to support a decision. Send colleagues a link rather than the file: the link works for everyone whose subscription includes it.',
      ],
    },
    {
      heading: 'Quoting us in public',
      paragraphs: [
        'Press, marketing and sales materials, websites and social posts that quote our research or name our analysts need our approval first. Requests are usually answered within three business days.',
        'Cite the report’s title, its authors, Meridian Research and its publication date, for example: “The State Of B2B Marketing, Meridian Research, March 2026”.',
      ],
    },
    {
      heading: 'Figures and data',
      paragraphs: [
        'Charts and survey data may be shown inside your organisation with their source line kept. Outside it, a figure may be used only as a licensed reprint.',
      ],
    },
    {
      heading: 'Questions',
      paragraphs: ['For reprints, quote approvals or anything this page does not answer, contact us.'],
      links: [
        { label: 'Contact us', to: '/contact-form' },
        { label: 'Data privacy', to: '/trust/data-privacy' },
      ],
    },
  ],
};
