// The submit button of a react-hook-form form: pending while the submit handler runs. By default
// it shows MUI's loading state; with `pendingLabel` it is disabled and says so instead.
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';

interface FormSubmitButtonProps<T extends FieldValues, O> {
  control: Control<T, any, O>;
  children: ReactNode;
  pendingLabel?: ReactNode;
  /** Disabled besides while pending (nothing to save, say). */
  disabled?: boolean;
}

export function FormSubmitButton<T extends FieldValues, O = T>({ control, children, pendingLabel, disabled = false }: FormSubmitButtonProps<T, O>) {
  const { isSubmitting } = useFormState({ control });
  if (pendingLabel !== undefined) {
    return (
      <Button type="submit" variant="contained" disabled={isSubmitting || disabled}>
        {isSubmitting ? pendingLabel : children}
      </Button>
    );
  }
  return (
    <Button type="submit" variant="contained" loading={isSubmitting} disabled={disabled}>
      {children}
    </Button>
  );
}
