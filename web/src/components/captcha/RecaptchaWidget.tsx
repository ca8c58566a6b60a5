// Google reCAPTCHA v2 (checkbox), for deployments whose upstream verifies with RECAPTCHA_SECRET.
// The script loads from Google only then; its failures use the wording of spec 1 §8.
import { useEffect, useRef, useState } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import { reportError } from '../../app/reportError';

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';

interface Grecaptcha {
  ready(callback: () => void): void;
  render(element: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void }): number;
  reset(id?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let scriptLoad: Promise<Grecaptcha> | undefined;
function loadScript(): Promise<Grecaptcha> {
  scriptLoad ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RECAPTCHA_SCRIPT;
    script.async = true;
    script.onload = () => (window.grecaptcha ? window.grecaptcha.ready(() => resolve(window.grecaptcha!)) : reject(new Error('ReCaptcha error: Failed to load script')));
    script.onerror = () => {
      scriptLoad = undefined;
      reject(new Error('ReCaptcha error: Failed to load script'));
    };
    document.head.appendChild(script);
  });
  return scriptLoad;
}

export function RecaptchaWidget({ siteKey, onChange, resetKey }: { siteKey: string; onChange: (token: string) => void; resetKey: number }) {
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | null>(null);
  const onChangeRef = useRef(onChange);
  const [problem, setProblem] = useState<string | null>(siteKey ? null : 'ReCaptcha error: No key provided');
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    if (!siteKey) return;
    let active = true;
    loadScript().then(
      (grecaptcha) => {
        if (!active || !container.current || widgetId.current !== null) return;
        try {
          widgetId.current = grecaptcha.render(container.current, {
            sitekey: siteKey,
            callback: (token) => onChangeRef.current(token),
            'expired-callback': () => onChangeRef.current(''),
          });
        } catch (error) {
          reportError(error, 'ReCaptcha error: Failed to execute');
          setProblem('ReCaptcha error: Failed to execute');
        }
      },
      (error: unknown) => {
        reportError(error, 'captcha');
        if (active) setProblem('ReCaptcha error: Failed to load script');
      },
    );
    return () => {
      active = false;
    };
  }, [siteKey]);

  useEffect(() => {
    if (resetKey > 0 && widgetId.current !== null) window.grecaptcha?.reset(widgetId.current);
  }, [resetKey]);

  return (
    <>
      <div ref={container} />
      {problem && <FormHelperText error>{problem}</FormHelperText>}
    </>
  );
}
