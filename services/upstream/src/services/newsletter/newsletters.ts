// The newsletters a user can subscribe to on /my-account/newsletters. Fixed list (a release
// changes it); what each user chose is stored, a newsletter never chosen takes its default.
export interface Newsletter {
  newsletterId: string;
  name: string;
  description: string;
  frequency: string;
  defaultSubscribed: boolean;
}

export const NEWSLETTERS: Newsletter[] = [
  { newsletterId: 'research-digest', name: 'Research Digest', description: 'The week\u2019s most-read research, in one e-mail.', frequency: 'Weekly', defaultSubscribed: true },
  { newsletterId: 'cmo-brief', name: 'CMO Brief', description: 'Research and events for marketing leaders.', frequency: 'Monthly', defaultSubscribed: false },
  { newsletterId: 'technology-leadership', name: 'Technology Leadership', description: 'What technology executives are reading and planning.', frequency: 'Monthly', defaultSubscribed: false },
  { newsletterId: 'webinar-announcements', name: 'Webinar Announcements', description: 'New webinars and peer discussions as they open.', frequency: 'As announced', defaultSubscribed: true },
];

export const NEWSLETTER_IDS = NEWSLETTERS.map((n) => n.newsletterId);
