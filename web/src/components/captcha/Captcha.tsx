// The captcha of the forms that need one (password recovery, checkout, contact), whichever the
// server verifies with. The embedded default is ALTCHA (a self-hosted proof of work: the browser
// solves a challenge the server signed, no third party). Its challenges come through GraphQL like
// every other read, handed to the widget by a custom fetch, so an expired challenge is replaced by
// a fresh one. With reCAPTCHA configured the page runs the version the server names (spec 1 §5):
// the v2 checkbox, or v3 / Enterprise executed when the form is sent; without a key or a version
// it says so in spec 1 §8's words. `resetKey` changing resets it (spec 3 §4: reset after success).
// A form whose captcha may be v3 or Enterprise passes a ref and asks `getToken()` on submit.
// Which captcha it is comes from the cache (the server's render asked, so the captcha is in the
// server's HTML and the form does not grow under the reader as it hydrates); challenges never do.
import 'altcha';
import type {} from 'altcha/types/react';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import Box from '@mui/material/Box';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useHydrated } from '../../app/hydrated';
import { CAPTCHA_PROBLEM_ID, CaptchaProblem } from './CaptchaProblem';
import type { CaptchaHandle } from './captchaHandle';
import { RecaptchaScoreCaptcha } from './RecaptchaScoreCaptcha';
import { RecaptchaWidget } from './RecaptchaWidget';
import { RECAPTCHA_ERRORS, isRecaptchaVersion } from './recaptchaScript';

export type { CaptchaHandle } from './captchaHandle';

/** Which captcha the server verifies with: settings, not a challenge, so the cache may keep them. */
export const CaptchaProviderQuery = graphql(`
  query CaptchaProvider {
    captcha {
      provider
      siteKey
      version
    }
  }
`);

/** A fresh challenge for the ALTCHA widget, each time it asks: a challenge is solved once. */
export const CaptchaQuery = graphql(`
  query Captcha {
    captcha {
      challengeJson
    }
  }
`);

// The widget asks this "URL"; the custom fetch answers it from GraphQL.
const CHALLENGE_URL = '/captcha/challenge';

/** The ALTCHA widget's height as configured below (no footer, no logo), measured in Chromium. */
const ALTCHA_HEIGHT_PX = 48;

interface CaptchaProps {
  /** The solved payload, or '' when not (yet, or any more) solved. */
  onChange: (token: string) => void;
  error?: string;
  resetKey: number;
  /** What reCAPTCHA v3 / Enterprise score this form as (e.g. 'contact'); the others ignore it. */
  action?: string;
  ref?: Ref<CaptchaHandle>;
}

interface AltchaElement extends HTMLElement {
  configure: (config: Record<string, unknown>) => Promise<void>;
  reset: () => void;
}

export function Captcha({ ref, action = 'submit', ...props }: CaptchaProps) {
  // Which captcha the server wants; the ALTCHA widget fetches its own challenges afterwards.
  const { data, error } = useQuery(CaptchaProviderQuery);
  const inner = useRef<CaptchaHandle>(null);
  // A form sent before the server said which captcha to run waits for that answer (a quick reader,
  // or a test, can be faster than it); if the answer never comes there is no token to give.
  const settled = Boolean(data || error);
  const settledRef = useRef(false);
  const waiting = useRef<(() => void)[]>([]);
  useEffect(() => {
    settledRef.current = settled;
    // After the commit that mounted the chosen captcha, so its handle is in place.
    if (settled) waiting.current.splice(0).forEach((resume) => resume());
  }, [settled]);
  useImperativeHandle(
    ref,
    () => ({
      async getToken() {
        if (!settledRef.current) await new Promise<void>((resume) => waiting.current.push(resume));
        return (await inner.current?.getToken()) ?? '';
      },
    }),
    [],
  );
  if (!data) return null;
  const { provider, siteKey, version } = data.captcha;
  if (provider !== 'recaptcha') return <AltchaCaptcha {...props} ref={inner} />;
  if (!siteKey) return <CaptchaProblem problem={RECAPTCHA_ERRORS.noKey} />;
  if (!isRecaptchaVersion(version)) return <CaptchaProblem problem={RECAPTCHA_ERRORS.noVersion} />;
  return (
    <Box>
      {version === '2' ? (
        <RecaptchaWidget siteKey={siteKey} onChange={props.onChange} resetKey={props.resetKey} error={props.error} ref={inner} />
      ) : (
        <RecaptchaScoreCaptcha version={version} siteKey={siteKey} action={action} onChange={props.onChange} error={props.error} ref={inner} />
      )}
    </Box>
  );
}

function AltchaCaptcha({ onChange, error, resetKey, ref: handle }: Omit<CaptchaProps, 'action'>) {
  const client = useApolloClient();
  // The widget's element fills itself in as soon as its script defines it, before hydration: React
  // would meet children it never rendered and draw the whole page again, dropping what was typed.
  const hydrated = useHydrated();
  const ref = useRef<AltchaElement>(null);
  const token = useRef('');
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  // Solved in the page before sending: the token is the one the widget gave.
  useImperativeHandle(handle, () => ({ getToken: async () => token.current }), []);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const customFetch = async () => {
      const { data } = await client.query({ query: CaptchaQuery, fetchPolicy: 'no-cache' });
      return new Response(data?.captcha.challengeJson ?? 'null', { headers: { 'content-type': 'application/json' } });
    };
    // The element is upgraded once the widget's module has defined it, which may be after mount.
    void customElements.whenDefined('altcha-widget').then(() =>
      widget.configure({ challenge: CHALLENGE_URL, fetch: customFetch, hideFooter: true, hideLogo: true }),
    );
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      token.current = detail.state === 'verified' && detail.payload ? detail.payload : '';
      onChangeRef.current(token.current);
    };
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, [client, hydrated]);

  useEffect(() => {
    if (resetKey > 0) {
      ref.current?.reset();
      token.current = '';
      onChangeRef.current('');
    }
  }, [resetKey]);

  return (
    <Box>
      {/* The server draws the widget's box, empty, so the form below it stays where it was drawn. */}
      <Box sx={{ minHeight: ALTCHA_HEIGHT_PX }}>
        {hydrated ? <altcha-widget ref={ref} name="recaptchaToken" aria-describedby={error ? CAPTCHA_PROBLEM_ID : undefined} /> : null}
      </Box>
      <CaptchaProblem error={error} />
    </Box>
  );
}
