// A checkbox (or switch) bound to a boolean react-hook-form field, with its label; a message for
// the field shows below it and describes the box.
import type { ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';

type FormCheckboxProps<T extends FieldValues, N extends FieldPath<T>, O> = Pick<UseControllerProps<T, N, O>, 'control' | 'name'> & {
  label: ReactNode;
  /** A switch instead of a checkbox. */
  asSwitch?: boolean;
  /** The id of the field's message (and of any text that describes the box). */
  describedBy?: string;
  errorId?: string;
};

export function FormCheckbox<T extends FieldValues, N extends FieldPath<T>, O = T>({ control, name, label, asSwitch, describedBy, errorId }: FormCheckboxProps<T, N, O>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const describedByIds = [describedBy, message && errorId].filter(Boolean).join(' ') || undefined;
  const Toggle = asSwitch ? Switch : Checkbox;
  return (
    <>
      <FormControlLabel
        label={label}
        control={
          <Toggle
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': describedByIds } }}
          />
        }
      />
      {message && (
        <FormHelperText error id={errorId}>
          {message}
        </FormHelperText>
      )}
    </>
  );
}
