import type { Control } from 'react-hook-form';
import type { BriefingFormInput, BriefingFormValues } from '@portal/domain';

/** The briefing form's control, as its sections take it. */
export type BriefingControl = Control<BriefingFormInput, unknown, BriefingFormValues>;
