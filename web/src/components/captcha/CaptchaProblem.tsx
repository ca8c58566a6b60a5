// The captcha's one message under it: its own trouble (spec 1 §8's reCAPTCHA errors), announced
// as an alert since it can appear at submit time, or else the form's message for the field
// ('Please complete the captcha'), shown like any field's. The id lets the widget point at it.
import FormHelperText from '@mui/material/FormHelperText';

export const CAPTCHA_PROBLEM_ID = 'captcha-error';

export function CaptchaProblem({ problem, error }: { problem?: string | null; error?: string }) {
  const message = problem || error;
  if (!message) return null;
  return (
    <FormHelperText error id={CAPTCHA_PROBLEM_ID} role={problem ? 'alert' : undefined}>
      {message}
    </FormHelperText>
  );
}
