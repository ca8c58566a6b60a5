// /trust/data-privacy: the summary of the privacy statement a reader of the portal expects. The
// cookie names are the kinds spec 1 §3 "Cookies" lists.
import type { StaticCopy } from '../staticCopy';

export const copy: StaticCopy = {
  eyebrow: 'Trust',
  title: 'Data Privacy',
  description: 'How Meridian Research collects, uses and protects personal data on the research portal, the cookies it sets and the choices you have.',
  lead: 'We collect only the personal data we need to give you access to research, answer your questions and improve the portal. We never sell it.',
  updated: 'November 2026',
  sections: [
    {
      heading: 'What we collect',
      items: [
        { title: 'Account details', text: 'Your name, business e-mail, company, job title, function, country and phone number, given when you register or edit your profile.' },
        { title: 'How you use the portal', text: 'The research you read, save and download, the analysts and topics you follow, and your searches, so that the portal can recommend what matters to you.' },
        { title: 'What you send us', text: 'Inquiries, briefing requests, contact forms and survey answers, with anything you attach to them.' },
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'To run your subscription and sign you in, to personalise your home page, to answer inquiries and schedule analyst time, and to send the e-mails you asked for.',
        'Aggregated and anonymised usage helps us decide which research to write next. Your inquiries and survey answers are never published under your name.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'The portal sets a few cookies of its own: a sign-in cookie, a cookie that remembers where to return after signing in, one that keeps your search preferences, one that keeps a visitor’s cart before registration, and two that record your cookie choices.',
        'Analytics cookies are set only with your consent, which you can withdraw at any time from the cookie settings in the footer.',
      ],
    },
    {
      heading: 'Your choices and rights',
      paragraphs: [
        'You can see and correct your profile, choose which e-mails you receive and ask us for a copy of your data or to delete it. We answer requests within 30 days.',
        'We keep account data while your account is active and for up to two years after, unless the law requires longer.',
      ],
      links: [
        { label: 'Manage your profile', to: '/my-account/profile' },
        { label: 'Communication preferences', to: '/my-account/communications' },
        { label: 'Help with your account', to: '/access-preferences' },
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'Data travels encrypted, access inside Meridian Research is limited to the people who serve you, and our suppliers are bound by contract to the same standards. Transfers outside your region use approved safeguards.',
      ],
    },
  ],
};
