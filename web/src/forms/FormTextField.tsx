// A MUI text field bound to a react-hook-form field: value, change, blur, the ref the form focuses
// on an error, and the field's message as helper text (or a hint while there is none). `select`
// fields work the same way, with their options as children.
import type { ReactNode } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues, N extends FieldPath<T>, O> = Pick<UseControllerProps<T, N, O>, 'control' | 'name'> &
  Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'> & {
    /** Shown under the field while it has no error. */
    hint?: ReactNode;
    /** The form shows the field's message elsewhere (an alert): the hint stays under the field. */
    messageShownElsewhere?: boolean;
    /** Rewrites the value when the field is left (the phone's grouping, for one). */
    formatOnBlur?: (value: string) => string;
    /** Fields whose rule reads this one: checked again when it changes (a range's other end). */
    deps?: FieldPath<T>[];
  };

export function FormTextField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  hint,
  formatOnBlur,
  messageShownElsewhere = false,
  deps,
  ...props
}: FormTextFieldProps<T, N, O>) {
  const { field, fieldState } = useController({ control, name, rules: deps ? { deps } : undefined });
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      slotProps={withServerRows(props)}
      name={field.name}
      value={field.value ?? ''}
      inputRef={field.ref}
      onChange={field.onChange}
      onBlur={() => {
        if (formatOnBlur) field.onChange(formatOnBlur(String(field.value ?? '')));
        field.onBlur();
      }}
      error={Boolean(message)}
      helperText={(messageShownElsewhere ? undefined : message) ?? hint}
    />
  );
}

/**
 * A multiline field's slot props with `rows` set to its `minRows`. MUI's autosizing textarea sets
 * `rows={minRows}` for the server's HTML, but InputBase passes its own `rows` (unset) over it: the
 * server drew the browser's default two rows, and the field grew once the browser measured it,
 * moving the rest of the form under the reader's pointer.
 */
function withServerRows({ multiline, minRows, rows, slotProps }: Pick<TextFieldProps, 'multiline' | 'minRows' | 'rows' | 'slotProps'>): TextFieldProps['slotProps'] {
  const htmlInput = slotProps?.htmlInput;
  if (!multiline || minRows === undefined || rows !== undefined || typeof htmlInput === 'function') return slotProps;
  return { ...slotProps, htmlInput: { rows: minRows, ...htmlInput } };
}
