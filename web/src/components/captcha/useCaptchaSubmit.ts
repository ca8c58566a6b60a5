// One way for every form with a captcha to send it: the token is asked for as the form is sent
// (reCAPTCHA v3 and Enterprise run now, for the form's action; ALTCHA and the v2 checkbox answer
// what the reader solved), put on the form, and then the form's own submit runs. A second press
// while the first is still being sent does nothing.
import { useRef, type BaseSyntheticEvent } from 'react';
import type { CaptchaHandle } from './captchaHandle';

export function useCaptchaSubmit(setToken: (token: string) => void, submit: (event?: BaseSyntheticEvent) => Promise<void>) {
  const captchaRef = useRef<CaptchaHandle>(null);
  const sending = useRef(false);
  const onSubmit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      if (captchaRef.current) setToken(await captchaRef.current.getToken());
      await submit(event);
    } finally {
      sending.current = false;
    }
  };
  return { captchaRef, onSubmit };
}
