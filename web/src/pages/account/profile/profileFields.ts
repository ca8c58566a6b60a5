// The profile form's fields in the order shown, with their labels.
import type { ProfileField } from '@portal/domain';
import type { TextFieldSpec } from '../../../forms/FormTextFields';

export type ProfileFieldSpec = TextFieldSpec<ProfileField>;

export const NAME_FIELDS: ProfileFieldSpec[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
];

export const WORK_FIELDS: ProfileFieldSpec[] = [
  { field: 'jobTitle', label: 'Job title', autoComplete: 'organization-title' },
  { field: 'accountName', label: 'Account name', autoComplete: 'organization' },
];

export const ADDRESS_FIELDS: ProfileFieldSpec[] = [
  { field: 'street', label: 'Street address', autoComplete: 'address-line1' },
  { field: 'streetSecondLine', label: 'Street address line 2', autoComplete: 'address-line2' },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
  { field: 'state', label: 'State', autoComplete: 'address-level1' },
  { field: 'otherRegion', label: 'Other region' },
  { field: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
];

export const PHONE_FIELDS: ProfileFieldSpec[] = [
  { field: 'phoneNumber', label: 'Phone number', autoComplete: 'tel-national' },
  { field: 'extension', label: 'Extension', autoComplete: 'tel-extension' },
];
