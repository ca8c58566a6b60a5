// The inquiry page's choice of form (spec 1 §3 formSelected): a radio group of only the forms the
// reader's access flags allow (spec 1 §6), each with what it offers (spec 1 §9) said under its
// label and describing its radio, so the name stays the form's and the session length is heard too.
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useController, type Control } from 'react-hook-form';
import { INQUIRY_FORMS, type InquiryFormInput } from '@portal/domain';

const LEGEND_ID = 'inquiry-form-legend';
const ERROR_ID = 'inquiry-form-error';
const sessionId = (value: string) => `inquiry-form-${value}-session`;

export function FormSelectionField({ control, allowed }: { control: Control<InquiryFormInput>; allowed: readonly string[] }) {
  const { field, fieldState } = useController({ control, name: 'formSelected' });
  const message = fieldState.error?.message;
  const forms = INQUIRY_FORMS.filter((form) => allowed.includes(form.value));
  return (
    <FormControl component="fieldset" error={Boolean(message)} required>
      <FormLabel component="legend" id={LEGEND_ID} sx={{ mb: 1, color: 'text.primary', fontWeight: 600 }}>
        What would you like to ask for?
      </FormLabel>
      <RadioGroup
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-labelledby={LEGEND_ID}
        aria-describedby={message ? ERROR_ID : undefined}
        sx={{ gap: 1 }}
      >
        {forms.map((form, index) => (
          <Box key={form.value}>
            <FormControlLabel
              value={form.value}
              label={form.label}
              control={
                <Radio
                  slotProps={{
                    input: {
                      'aria-describedby': sessionId(form.value),
                      // The form focuses the chosen radio (or the first) when the choice is missing.
                      ref: form.value === field.value || (index === 0 && !forms.some((f) => f.value === field.value)) ? field.ref : undefined,
                    },
                  }}
                />
              }
            />
            <Typography id={sessionId(form.value)} variant="body2" color="text.secondary" sx={{ ml: 4 }}>
              {form.session}
            </Typography>
          </Box>
        ))}
      </RadioGroup>
      {message ? <FormHelperText id={ERROR_ID}>{message}</FormHelperText> : null}
    </FormControl>
  );
}
