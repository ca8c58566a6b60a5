// The captcha of the recovery form, whichever the server verifies with. The embedded default is
// ALTCHA (a self-hosted proof of work: the browser solves a challenge the server signed, no third
// party). Its challenges come through GraphQL like every other read, handed to the widget by a
// custom fetch, so an expired challenge is replaced by a fresh one. With reCAPTCHA configured the
// page shows Google's widget instead. `resetKey` changing resets it (spec 3 §4: reset after success).
import 'altcha';
import type {} from 'altcha/types/react';
import { useEffect, useRef } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import Box from '@mui/material/Box';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { RecaptchaWidget } from './RecaptchaWidget';

export const CaptchaQuery = graphql(`
  query Captcha {
    captcha {
      provider
      challengeJson
      siteKey
    }
  }
`);

// The widget asks this "URL"; the custom fetch answers it from GraphQL.
const CHALLENGE_URL = '/captcha/challenge';

interface CaptchaProps {
  /** The solved payload, or '' when not (yet, or any more) solved. */
  onChange: (token: string) => void;
  error?: string;
  resetKey: number;
}

interface AltchaElement extends HTMLElement {
  configure: (config: Record<string, unknown>) => Promise<void>;
  reset: () => void;
}

export function Captcha(props: CaptchaProps) {
  // Which captcha the server wants; the ALTCHA widget fetches its own challenges afterwards.
  const { data } = useQuery(CaptchaQuery, { fetchPolicy: 'no-cache' });
  if (!data) return null;
  if (data.captcha.provider === 'recaptcha') {
    return (
      <Box>
        <RecaptchaWidget siteKey={data.captcha.siteKey ?? ''} onChange={props.onChange} resetKey={props.resetKey} />
        {props.error && (
          <FormHelperText error id="captcha-error">
            {props.error}
          </FormHelperText>
        )}
      </Box>
    );
  }
  return <AltchaCaptcha {...props} />;
}

function AltchaCaptcha({ onChange, error, resetKey }: CaptchaProps) {
  const client = useApolloClient();
  const ref = useRef<AltchaElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

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
      onChangeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : '');
    };
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, [client]);

  useEffect(() => {
    if (resetKey > 0) {
      ref.current?.reset();
      onChangeRef.current('');
    }
  }, [resetKey]);

  return (
    <Box>
      <altcha-widget ref={ref} name="recaptchaToken" aria-describedby={error ? 'captcha-error' : undefined} />
      {error && (
        <FormHelperText error id="captcha-error">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
