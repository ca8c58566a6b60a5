// Expiration date (MM/YY): the '/' is added after two digits as the reader types (spec 2 §5),
// by the domain's pure formatter; a backspace over it removes it.
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { CARD_LABELS, formatExpiryInput, type CheckoutFormInput } from '@portal/domain';

export function ExpiryField({ control }: { control: Control<CheckoutFormInput, any, any> }) {
  const { field, fieldState } = useController({ control, name: 'expiry' });
  return (
    <TextField
      id="checkout-expiry"
      label={CARD_LABELS.expiry}
      name={field.name}
      value={field.value}
      inputRef={field.ref}
      onChange={(event) => field.onChange(formatExpiryInput(event.target.value, field.value))}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      required
      autoComplete="cc-exp"
      placeholder="MM/YY"
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
    />
  );
}
