// Webinars and peer discussions (spec 2 §3 "Webinar item", spec 1 §3 webinar card), WEB{100000 + i}.
// Their dates are relative to an anchor day, the day the corpus is seeded: about one in five starts
// 1 to 120 days after it (upcoming), the rest 1 to 1,000 days before it (on demand). The same seed,
// index and anchor always give the same webinar.
import { contentPath, slugify } from '@portal/domain';
import type { CorpusConfig } from '../config.js';
import type { ReportFacets } from '../facets.js';
import { Rng } from '../random.js';
import { listOf, titleCase } from '../text.js';
import { contentCount, contentItemId } from './counts.js';
import { fullNameOf, imageOf, pickActiveAnalysts } from './hosts.js';
import { DAY_MS, drawSubject, lowerFirst, subjectFacets } from './subject.js';

export type WebinarType = 'Webinar' | 'Peer Discussions';

export interface CorpusWebinar extends ReportFacets {
  id: string;
  contentId: string;
  slug: string;
  path: string;
  title: string;
  summary: string;
  webinarType: WebinarType;
  /** ISO date-times (UTC). */
  startDate: string;
  endDate: string;
  /** minutes */
  duration: number;
  /** US dollars; 0 is free. */
  price: number;
  participationDetails: string;
  location: 'Online';
  /** The lead host's portrait, or null when the CMS holds none. */
  editorialImage: string | null;
  hostAnalystIds: string[];
  functionSlug: string;
  priorityIds: string[];
  topics: string[];
}

/** The UTC day an anchor moment falls on, as a timestamp at midnight. */
export function anchorDay(anchor: Date): number {
  return Math.floor(anchor.getTime() / DAY_MS) * DAY_MS;
}

export function webinarCount(config: CorpusConfig): number {
  return contentCount('webinar', config.size);
}

/** Laid out by index so every corpus has upcoming and past items of both types. */
export function isUpcomingIndex(index: number): boolean {
  return index % 10 < 2;
}
export function webinarTypeOfIndex(index: number): WebinarType {
  return index % 4 === 3 ? 'Peer Discussions' : 'Webinar';
}

export function webinar(config: CorpusConfig, index: number, anchor: Date): CorpusWebinar {
  const count = webinarCount(config);
  if (!Number.isSafeInteger(index) || index < 0 || index >= count) {
    throw new RangeError(`Webinar index ${index} is outside the corpus (${count} webinars)`);
  }
  const rng = new Rng(config.seed, 'webinar', index);
  const subject = drawSubject(rng);
  const webinarType = webinarTypeOfIndex(index);
  const peer = webinarType === 'Peer Discussions';
  const offsetDays = isUpcomingIndex(index) ? rng.int(1, 120) : -rng.int(1, 1000);
  // 11:00 to 14:00 in New York, as the portal shows webinar times there (spec 2 §9).
  const startHourUtc = rng.int(15, 18);
  const start = anchorDay(anchor) + offsetDays * DAY_MS + startHourUtc * 3_600_000;
  const duration = peer ? rng.pick([60, 90]) : rng.pick([30, 45, 60, 60, 60]);
  const hostAnalystIds = pickActiveAnalysts(rng, config.seed, subject.fn.slug, peer ? 1 : rng.int(1, 3));
  const hostNames = hostAnalystIds.map((id) => fullNameOf(config.seed, id));
  const topic = rng.pick(subject.topics);
  const priority = rng.pick(subject.priorities);
  const headlinePriority = titleCase(priority);
  const year = new Date(start).getUTCFullYear();
  const audience = subject.fn.audience;
  const title = peer
    ? rng.pick([`Peer Discussion: ${headlinePriority}`, `Peer Discussion: What ${titleCase(audience)} Learned About ${titleCase(topic)}`])
    : rng.pick([
        `${titleCase(topic)}: What ${titleCase(audience)} Need To Know In ${year}`,
        `How To ${headlinePriority} With ${titleCase(topic)}`,
        `Ask The Analyst: ${titleCase(topic)}`,
        `The State Of ${titleCase(topic)}, ${year}`,
      ]);
  const hosts = hostNames.length === 1 ? hostNames[0] : `${hostNames.slice(0, -1).join(', ')} and ${hostNames.at(-1)}`;
  const summary = peer
    ? `${capitalizeFirst(audience)} compare notes on ${topic} in a small-group discussion led by ${hosts}. Bring your questions about how to ${lowerFirst(priority)}.`
    : `${hosts} ${hostNames.length === 1 ? 'walks' : 'walk'} ${audience} through ${listOf(subject.topics)}, with new Meridian data and examples of teams that ${lowerFirst(priority)}.`;
  const participationDetails = peer
    ? `A facilitated online discussion for up to 20 ${audience}. Cameras on; the conversation is not recorded.`
    : 'Join online from your browser. Dial-in numbers and your passcode arrive with the registration confirmation; the recording is available on demand afterwards.';
  const id = contentItemId('webinar', index);
  const slug = slugify(title);
  return {
    id,
    contentId: id,
    slug,
    path: contentPath(id, slug),
    title,
    summary,
    webinarType,
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + duration * 60_000).toISOString(),
    duration,
    price: rng.pick([0, 0, 0, 195, 295, 495]),
    participationDetails,
    location: 'Online',
    editorialImage: imageOf(config.seed, hostAnalystIds[0]),
    hostAnalystIds,
    functionSlug: subject.fn.slug,
    priorityIds: subject.priorityIds,
    topics: subject.topics,
    ...subjectFacets(rng, subject, null),
  };
}

function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function* webinars(config: CorpusConfig, anchor: Date): Generator<CorpusWebinar> {
  const count = webinarCount(config);
  for (let i = 0; i < count; i++) yield webinar(config, i, anchor);
}
