// A run of plain text fields from a list of field specs (name, label, autofill hint), each bound
// to the form, with the ids and required flags the form gives them.
import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { FormTextField } from './FormTextField';

export interface TextFieldSpec<N extends string> {
  field: N;
  label: string;
  autoComplete?: string;
}

interface FormTextFieldsProps<T extends FieldValues, N extends FieldPath<T>, O> extends Pick<UseControllerProps<T, N, O>, 'control'> {
  fields: readonly TextFieldSpec<N>[];
  idOf: (field: N) => string;
  isRequired: (field: N) => boolean;
  /** Rewrites a field's value when it is left, for the fields that want it. */
  formatOnBlur?: (field: N) => ((value: string) => string) | undefined;
}

export function FormTextFields<T extends FieldValues, N extends FieldPath<T>, O = T>({ control, fields, idOf, isRequired, formatOnBlur }: FormTextFieldsProps<T, N, O>) {
  return fields.map(({ field, label, autoComplete }) => (
    <FormTextField
      key={field}
      control={control}
      name={field}
      id={idOf(field)}
      label={label}
      autoComplete={autoComplete}
      required={isRequired(field)}
      formatOnBlur={formatOnBlur?.(field)}
      fullWidth
    />
  ));
}
