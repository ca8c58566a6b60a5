// reCAPTCHA v3 and Enterprise: nothing to solve. The script loads with the page (Google scores
// the visit as the reader works), and when the form is sent `getToken` executes it for the form's
// action; upstream asks Google for the score (siteverify, or the Enterprise assessments API).
// A script that does not load says so at once; an execute that fails says so at submit time.
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import Typography from '@mui/material/Typography';
import { reportError } from '../../app/reportError';
import { CaptchaProblem } from './CaptchaProblem';
import type { CaptchaHandle } from './captchaHandle';
import { RECAPTCHA_ERRORS, recaptchaScript } from './recaptchaScript';

interface RecaptchaScoreCaptchaProps {
  version: '3' | 'enterprise';
  siteKey: string;
  /** The action Google scores this form as (letters, '/' and '_'). */
  action: string;
  onChange: (token: string) => void;
  error?: string;
  ref?: Ref<CaptchaHandle>;
}

export function RecaptchaScoreCaptcha({ version, siteKey, action, onChange, error, ref }: RecaptchaScoreCaptchaProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    let active = true;
    recaptchaScript.load(version, siteKey).then(
      () => active && setProblem(null),
      (failure: unknown) => {
        reportError(failure, 'captcha');
        if (active) setProblem(RECAPTCHA_ERRORS.loadFailed);
      },
    );
    return () => {
      active = false;
    };
  }, [version, siteKey]);

  useImperativeHandle(
    ref,
    () => ({
      async getToken() {
        let api;
        try {
          api = await recaptchaScript.load(version, siteKey);
        } catch (failure) {
          reportError(failure, 'captcha');
          setProblem(RECAPTCHA_ERRORS.loadFailed);
          onChangeRef.current('');
          return '';
        }
        try {
          const token = await api.execute(siteKey, action);
          if (!token) throw new Error('reCAPTCHA answered no token');
          setProblem(null);
          onChangeRef.current(token);
          return token;
        } catch (failure) {
          reportError(failure, RECAPTCHA_ERRORS.executeFailed);
          setProblem(RECAPTCHA_ERRORS.executeFailed);
          onChangeRef.current('');
          return '';
        }
      },
    }),
    [version, siteKey, action],
  );

  return (
    <>
      <Typography variant="body2" color="text.secondary">
        This form is protected by reCAPTCHA: Google&apos;s Privacy Policy and Terms of Service apply.
      </Typography>
      <CaptchaProblem problem={problem} error={error} />
    </>
  );
}
