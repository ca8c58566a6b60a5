// The submit button of a react-hook-form form: pending while the submit handler runs. By default
// it shows MUI's loading state; with `pendingLabel` it is disabled and says so instead. It is also
// disabled until its form has hydrated: the app starts after the page's first frame (src/boot.ts),
// and before then the browser would submit a server-drawn form its own way (Enter in a field sends
// a GET of the page with the fields, a password among them, in its URL).
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { useHydrated } from '../app/hydrated';

interface FormSubmitButtonProps<T extends FieldValues, O> {
  control: Control<T, any, O>;
  children: ReactNode;
  pendingLabel?: ReactNode;
  /** Disabled besides while pending (nothing to save, say). */
  disabled?: boolean;
}

export function FormSubmitButton<T extends FieldValues, O = T>({ control, children, pendingLabel, disabled = false }: FormSubmitButtonProps<T, O>) {
  const { isSubmitting } = useFormState({ control });
  const hydrated = useHydrated();
  if (pendingLabel !== undefined) {
    return (
      <Button type="submit" variant="contained" disabled={isSubmitting || disabled || !hydrated}>
        {isSubmitting ? pendingLabel : children}
      </Button>
    );
  }
  return (
    <Button type="submit" variant="contained" loading={isSubmitting} disabled={disabled || !hydrated}>
      {children}
    </Button>
  );
}
