import { expect, type Locator } from '@playwright/test';
import { PortalPage } from './portal.page.js';

/** A webinar or peer discussion page, located by roles and accessible names. */
export class WebinarDetailPage extends PortalPage {
  readonly heading = this.h1();
  readonly register = this.page.getByRole('button', { name: 'Register' });
  readonly logInToRegister = this.page.getByRole('link', { name: 'Log in to register' });
  readonly registered = this.page.getByRole('status').filter({ hasText: 'You are registered.' });

  async expectShown(title: string) {
    await expect(this.heading).toHaveText(title);
  }

  detail(term: 'When' | 'Where' | 'Price' | 'Hosted by'): Locator {
    return this.page.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
  }

  relatedList(name: 'Upcoming related webinars' | 'On-demand related webinars'): Locator {
    return this.page.getByRole('region', { name });
  }

  // An ended webinar: the primary action, the recording's player (labelled 'Recording of {title}')
  // and its captions track, and the downloads.
  readonly watch = this.page.getByRole('button', { name: 'Watch the recording' });
  readonly recording = this.page.getByRole('region', { name: 'Recording' });
  readonly player = this.recording.getByLabel(/^Recording of /);
  readonly captionsTrack = this.player.locator('track[kind="captions"]');
  readonly downloads = this.page.getByRole('region', { name: 'Downloads' });

  downloadButton(title: string): Locator {
    return this.downloads.getByRole('button', { name: new RegExp(`^Download ${title} \\(`) });
  }

  /** The offer to go on where the reader left off ('Resume from m:ss'). */
  readonly resume = this.recording.getByRole('button', { name: /^Resume from \d+:\d\d$/ });

  /** The player's position in seconds, as the media element says. */
  currentTime(): Promise<number> {
    return this.player.evaluate((video: HTMLVideoElement) => video.currentTime);
  }

  /** Whether the player is paused, as the media element says. */
  isPaused(): Promise<boolean> {
    return this.player.evaluate((video: HTMLVideoElement) => video.paused);
  }
}
