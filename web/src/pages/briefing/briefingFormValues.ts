// The briefing form's starting values: empty, with the company information the reader saved with
// an earlier briefing (spec 1 §3 companyInfoSave) filled in. Having saved it once, the box to save
// it again starts ticked, so what they change now is remembered too.
import { BRIEFING_COMPANY_FIELDS, emptyBriefingForm, type BriefingFormValues } from '@portal/domain';

/** The saved company information as the graph gives it (viewer.formData.companyInfo). */
export type SavedCompany = Partial<Record<keyof BriefingFormValues, string>>;

export function briefingDefaults(saved: SavedCompany | null): BriefingFormValues {
  const values = emptyBriefingForm();
  if (!saved) return values;
  const company = Object.fromEntries(BRIEFING_COMPANY_FIELDS.map(({ field }) => [field, saved[field] ?? '']));
  return { ...values, ...company, companyInfoSave: true };
}
