// A text field of the briefing, bounded by its row of the byte-limit table (packages/domain): the
// reader sees the bytes left as they type, and the rule's message once the form is checked.
import type { FieldPath } from 'react-hook-form';
import { byteLimitOf, type BriefingFormInput, type ByteLimitedField } from '@portal/domain';
import { FormByteLimitedField } from '../../forms/FormByteLimitedField';
import type { BriefingControl } from './briefingControl';

interface BriefingTextFieldProps {
  control: BriefingControl;
  name: FieldPath<BriefingFormInput>;
  /** The field's row in the byte-limit table (a participant's fields have their own rows). */
  limitOf: ByteLimitedField<'briefing'>;
  label: string;
  required?: boolean;
  multiline?: boolean;
  autoComplete?: string;
  type?: string;
}

export function BriefingTextField({ control, name, limitOf, label, required = false, multiline = false, autoComplete, type }: BriefingTextFieldProps) {
  return (
    <FormByteLimitedField
      control={control}
      name={name}
      id={`briefing-${name.replace(/\./g, '-')}`}
      label={label}
      byteLimit={byteLimitOf('briefing', limitOf)}
      required={required}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      autoComplete={autoComplete ?? 'off'}
      type={type}
      fullWidth
    />
  );
}
