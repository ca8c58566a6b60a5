// The form-level error of a react-hook-form form (the server's message, set as root.server), as an
// alert; nothing while there is none.
import Alert, { type AlertProps } from '@mui/material/Alert';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';

type FormErrorAlertProps<T extends FieldValues, O> = Omit<AlertProps, 'severity' | 'children'> & {
  control: Control<T, any, O>;
  /** A message to show instead, e.g. a field's own (request a quote shows its one field's here). */
  message?: string;
};

export function FormErrorAlert<T extends FieldValues, O = T>({ control, message, ...props }: FormErrorAlertProps<T, O>) {
  const { errors } = useFormState({ control });
  const text = message ?? errors.root?.server?.message;
  if (!text) return null;
  return (
    <Alert severity="error" role="alert" {...props}>
      {text}
    </Alert>
  );
}
