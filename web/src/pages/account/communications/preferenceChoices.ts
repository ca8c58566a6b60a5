// The labels of the communication preference choices (the mapping of spec 1 §4).
import type { CommunicationPreferences } from '@portal/domain';

export interface ChoiceGroup<K extends keyof CommunicationPreferences> {
  name: K;
  legend: string;
  options: { value: CommunicationPreferences[K]; label: string }[];
}

export const RESEARCH_GROUP: ChoiceGroup<'research'> = {
  name: 'research',
  legend: 'New research in your areas of interest',
  options: [
    { value: 'never', label: 'Never' },
    { value: 'whenPublished', label: 'When published' },
    { value: 'weekly', label: 'Weekly digest' },
  ],
};

export const WEBINAR_GROUP: ChoiceGroup<'webinar'> = {
  name: 'webinar',
  legend: 'Upcoming webinars',
  options: [
    { value: 'weekly', label: 'Weekly' },
    { value: 'off', label: 'Off' },
  ],
};

export const PHONE_CALL_GROUP: ChoiceGroup<'phoneCall'> = {
  name: 'phoneCall',
  legend: 'Phone calls from our team',
  options: [
    { value: 'allow', label: 'Allow' },
    { value: 'restrict', label: 'Restrict' },
  ],
};

export const UNSUBSCRIBE_GROUP: ChoiceGroup<'unsubscribe'> = {
  name: 'unsubscribe',
  legend: 'Marketing e-mail',
  options: [
    { value: 'subscribe', label: 'Subscribe' },
    { value: 'unsubscribe', label: 'Unsubscribe from all' },
  ],
};

export const TOGGLES: { name: 'productsAndServices' | 'researchSurveys' | 'events'; label: string }[] = [
  { name: 'productsAndServices', label: 'Products and services' },
  { name: 'researchSurveys', label: 'Research surveys' },
  { name: 'events', label: 'Events' },
];
