// The site-wide alert banner (spec 1 §3 "Alert banner"): one active banner that readers can close.
import { Rng } from './random.js';
import type { AlertBannerDto } from '@portal/contracts';

const BANNER_DAYS = 30;

const BANNERS: Omit<AlertBannerDto, 'alertBannerID' | 'closeButton' | 'expiryDate'>[] = [
  {
    title: 'New: The Meridian Wave™ for Customer Data Platforms',
    description: '<p>Our latest evaluation of customer data platforms is out. <a href="/insights/technology-landscapes-and-waves">See the Waves and Landscapes</a>.</p>',
  },
  {
    title: 'Join our upcoming webinar on generative AI in marketing',
    description: '<p>Analysts share what works and what does not. <a href="/webinar/upcoming">Register for upcoming webinars</a>.</p>',
  },
  {
    title: 'Planned maintenance this weekend',
    description: '<p>The portal may be unavailable for up to <strong>two hours</strong> on Saturday night (Eastern time). <a href="/contact-form">Contact Customer Success</a> with any questions.</p>',
  },
];

/** One active banner, closeable, expiring 30 days after `now`. */
export function alertBanners(seed: number, now: Date = new Date()): AlertBannerDto[] {
  const rng = new Rng(seed, 'banner', 0);
  const banner = rng.pick(BANNERS);
  return [{
    alertBannerID: `AB-${rng.int(1000, 9999)}`,
    ...banner,
    closeButton: true,
    expiryDate: new Date(now.getTime() + BANNER_DAYS * 86_400_000).toISOString(),
  }];
}
