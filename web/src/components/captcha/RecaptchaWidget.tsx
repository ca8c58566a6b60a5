// Google reCAPTCHA v2 (checkbox), for deployments whose upstream verifies with RECAPTCHA_SECRET.
// The script loads from Google only then; its failures use the wording of spec 1 §8. The reader
// solves it before sending, so the token the form asks for is the one the checkbox gave.
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { reportError } from '../../app/reportError';
import { CaptchaProblem } from './CaptchaProblem';
import type { CaptchaHandle } from './captchaHandle';
import { RECAPTCHA_ERRORS, recaptchaScript, recaptchaScriptUrl, type RecaptchaApi } from './recaptchaScript';

/** The checkbox's script (one for every site key: the key is given when the box is drawn). */
export const RECAPTCHA_SCRIPT = recaptchaScriptUrl('2', '');

interface RecaptchaWidgetProps {
  siteKey: string;
  onChange: (token: string) => void;
  resetKey: number;
  /** The form's message for the captcha field, shown when the widget itself has none. */
  error?: string;
  ref?: Ref<CaptchaHandle>;
}

export function RecaptchaWidget({ siteKey, onChange, resetKey, error, ref }: RecaptchaWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | null>(null);
  const api = useRef<RecaptchaApi | null>(null);
  const token = useRef('');
  const onChangeRef = useRef(onChange);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useImperativeHandle(ref, () => ({ getToken: async () => token.current }), []);

  useEffect(() => {
    let active = true;
    const answer = (value: string) => {
      token.current = value;
      onChangeRef.current(value);
    };
    recaptchaScript.load('2', siteKey).then(
      (loaded) => {
        if (!active || !container.current || widgetId.current !== null) return;
        api.current = loaded;
        try {
          widgetId.current = loaded.render(container.current, { sitekey: siteKey, callback: answer, 'expired-callback': () => answer('') });
        } catch (failure) {
          reportError(failure, RECAPTCHA_ERRORS.executeFailed);
          setProblem(RECAPTCHA_ERRORS.executeFailed);
        }
      },
      (failure: unknown) => {
        reportError(failure, 'captcha');
        if (active) setProblem(RECAPTCHA_ERRORS.loadFailed);
      },
    );
    return () => {
      active = false;
    };
  }, [siteKey]);

  useEffect(() => {
    if (resetKey > 0 && widgetId.current !== null) {
      api.current?.reset(widgetId.current);
      token.current = '';
    }
  }, [resetKey]);

  return (
    <>
      <div ref={container} />
      <CaptchaProblem problem={problem} error={error} />
    </>
  );
}
