import { expect, type Locator } from '@playwright/test';
import { BRIEFING_MAX_PARTICIPANTS } from '@portal/domain';
import { textOfBytes } from '../support/byteText.js';
import { boundedFieldsOf, emailField, textField, textPlacements, type BoundedField, type BoundedFields, type Placements } from './boundedField.js';
import { PortalPage } from './portal.page.js';
import { CaptchaWidget } from './captcha.js';

/** A participant of the briefing, as the form asks for one. */
export interface Participant {
  fullName: string;
  jobTitle: string;
  emailAddress: string;
}

/** The company fields by their labels, in the form's order. */
export const COMPANY_LABELS = {
  companyName: 'Company name',
  companyAddress: 'Address',
  companyCity: 'City',
  companyState: 'State',
  companyStateOther: 'Other state or region',
  companyCountry: 'Country',
  companyZipCode: 'ZIP or postal code',
  companyPhone: 'Company phone',
  companyURL: 'Company website',
  companyPurpose: 'What your company does',
} as const;
export type Company = Record<keyof typeof COMPANY_LABELS, string>;

/** The briefing's other text fields (a row of the table each) by their labels. */
const TEXT_LABELS = {
  ...COMPANY_LABELS,
  subject: 'Subject',
  briefingDescription: 'Description',
  briefingDate: 'Preferred dates and times',
  inPersonMeetingLocation: 'Meeting location',
  customCoverageArea: 'Coverage area, if not listed',
  meetingAttendees: 'Other attendees you would like',
} as const;

/** A participant's fields (a row of the table each), by their labels in the participant's group. */
const PARTICIPANT_LABELS = { participantFullName: 'Full name', participantJobTitle: 'Job title', participantEmailAddress: 'E-mail address' } as const;

/** /help/analyst-briefing/: what a briefing is, and the way to the form. */
export class BriefingLandingPage extends PortalPage {
  readonly heading = this.h1('Analyst Briefings');
  readonly types = this.page.getByRole('region', { name: 'Types of briefing' });
  readonly briefOurAnalysts = this.page.getByRole('main').getByRole('link', { name: 'Brief our analysts' });

  async open() {
    await this.goTo('/help/analyst-briefing/', this.heading);
  }
}

/** /briefing: the signed-in reader's proposal, located by labels as a screen reader finds them. */
export class BriefingFormPage extends PortalPage {
  readonly heading = this.h1('Brief Our Analysts');
  readonly form = this.page.getByRole('form', { name: 'Propose a briefing' });
  readonly subject = this.textbox('Subject');
  readonly briefingType = this.page.getByRole('combobox', { name: 'Briefing type' });
  readonly description = this.textbox('Description');
  readonly preferredDates = this.textbox('Preferred dates and times');
  readonly inPerson = this.page.getByRole('radio', { name: 'In person' });
  readonly analysts = this.page.getByRole('combobox', { name: 'Analysts' });
  /** Adds the name typed in the analysts' box. */
  readonly addAnalyst = this.page.getByRole('button', { name: 'Add analyst', exact: true });
  readonly chosenAnalysts = this.page.getByRole('list', { name: 'Analysts to brief' }).getByRole('listitem');
  readonly addParticipant = this.page.getByRole('button', { name: 'Add participant' });
  readonly participants = this.page.getByRole('group', { name: /^Participant \d$/ });
  readonly saveCompany = this.page.getByRole('checkbox', { name: 'Save my company information for next time' });
  readonly captcha = new CaptchaWidget(this.page);
  readonly propose = this.page.getByRole('button', { name: 'Propose briefing' });
  readonly confirmation = this.h1('Briefing request received');

  /** A text field by its label; what shows under it (bytes left, or its message) is its accessible description. */
  textbox(label: string): Locator {
    return this.form.getByRole('textbox', { name: label, exact: true });
  }

  /** A target audience's box, by its role category's label. */
  audience(label: string): Locator {
    return this.page.getByRole('group', { name: 'Target audience' }).getByRole('checkbox', { name: label, exact: true });
  }

  participant(n: number): Locator {
    return this.page.getByRole('group', { name: `Participant ${n}` });
  }

  async open() {
    await this.goTo('/briefing', this.heading);
  }

  /** Opens the analysts' list and chooses its first; returns the chip's name. */
  async chooseFirstAnalyst(): Promise<string> {
    await this.analysts.click();
    await this.page.keyboard.press('ArrowDown');
    const option = this.page.getByRole('listbox', { name: 'Analysts' }).getByRole('option').first();
    // An option reads 'Name (Job title)'; the chip shows the name.
    const name = (await option.innerText()).replace(/\s*\(.*\)$/, '').trim();
    await option.click();
    await expect(this.chosenAnalysts.filter({ hasText: name })).toHaveCount(1);
    return name;
  }

  /** Removes every chosen analyst, then types in `labels` one by one. */
  async nameAnalysts(labels: readonly string[]) {
    const remove = this.chosenAnalysts.getByRole('button', { name: /^Remove / });
    for (let left = await remove.count(); left > 0; left--) await remove.first().click();
    for (const label of labels) {
      await this.analysts.fill(label);
      await this.addAnalyst.click();
    }
    await expect(this.chosenAnalysts).toHaveCount(labels.length);
  }

  /**
   * The analysts as one bounded field: the provider gets their labels joined by ', ', so `bytes`
   * is reached with two names typed in (the list's analysts have ASCII names).
   */
  private analystsField(limit: number): BoundedField {
    const separator = ', '.length;
    return {
      name: 'analysts',
      limit,
      input: this.analysts,
      fillBytes: async (bytes) => {
        const first = Math.floor((bytes - separator) / 2);
        await this.nameAnalysts([textOfBytes(first, 'A'), textOfBytes(bytes - separator - first, 'B')]);
      },
    };
  }

  /** A participant's field, in each of the three participants' groups. */
  private participantFields(field: keyof typeof PARTICIPANT_LABELS, limit: number): BoundedField[] {
    return Array.from({ length: BRIEFING_MAX_PARTICIPANTS }, (_, index) => {
      const input = this.participant(index + 1).getByRole('textbox', { name: PARTICIPANT_LABELS[field], exact: true });
      const name = `${field} of Participant ${index + 1}`;
      return field === 'participantEmailAddress' ? emailField(name, limit, input) : textField(name, limit, input);
    });
  }

  /** Where each byte limit of the briefing (FORM_BYTE_LIMITS) is on the page. */
  private readonly placements: Placements<'briefing'> = {
    ...textPlacements(TEXT_LABELS, (label) => this.textbox(label)),
    analysts: (limit) => ({ inputs: [this.analystsField(limit)] }),
    participantFullName: (limit) => ({ inputs: this.participantFields('participantFullName', limit) }),
    participantJobTitle: (limit) => ({ inputs: this.participantFields('participantJobTitle', limit) }),
    participantEmailAddress: (limit) => ({ inputs: this.participantFields('participantEmailAddress', limit) }),
  };

  /** Every field bounded in bytes: the meeting's place shows for a meeting in person, a participant's fields once added (all three). */
  async showEveryBoundedField(): Promise<BoundedFields> {
    await this.inPerson.check();
    await expect(this.textbox(TEXT_LABELS.inPersonMeetingLocation)).toBeVisible();
    for (let n = await this.participants.count(); n < BRIEFING_MAX_PARTICIPANTS; n++) await this.addParticipant.click();
    await expect(this.participants).toHaveCount(BRIEFING_MAX_PARTICIPANTS);
    return boundedFieldsOf('briefing', this.placements);
  }

  async addParticipants(people: readonly Participant[]) {
    for (const [index, person] of people.entries()) {
      await this.addParticipant.click();
      const row = this.participant(index + 1);
      await row.getByRole('textbox', { name: 'Full name' }).fill(person.fullName);
      await row.getByRole('textbox', { name: 'Job title' }).fill(person.jobTitle);
      await row.getByRole('textbox', { name: 'E-mail address' }).fill(person.emailAddress);
    }
  }

  async fillCompany(company: Company) {
    for (const [field, label] of Object.entries(COMPANY_LABELS)) await this.textbox(label).fill(company[field as keyof Company]);
  }

  async expectCompany(company: Company) {
    for (const [field, label] of Object.entries(COMPANY_LABELS)) await expect(this.textbox(label)).toHaveValue(company[field as keyof Company]);
  }

}
