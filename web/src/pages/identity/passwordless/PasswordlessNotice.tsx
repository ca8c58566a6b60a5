// Spec 1 §4: the passwordless e-mail the gateway left in a cookie is read into state once and the
// cookie removed; the page says whom the e-mailed link signed in.
import { useContext, useState } from 'react';
import Alert from '@mui/material/Alert';
import { cookieValue, RequestCookiesContext } from '../../../app/cookies';

export const PASSWORDLESS_EMAIL_COOKIE = 'portal_passwordless_email';

/** The cookie's value, removing the cookie; null when there is none. */
export function takePasswordlessEmail(): string | null {
  const entry = document.cookie.split('; ').find((pair) => pair.startsWith(`${PASSWORDLESS_EMAIL_COOKIE}=`));
  if (!entry) return null;
  document.cookie = `${PASSWORDLESS_EMAIL_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  return emailIn(entry.slice(PASSWORDLESS_EMAIL_COOKIE.length + 1));
}

function emailIn(value: string | null): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value) || null;
  } catch {
    return null;
  }
}

// Read once per document (spec 1 §4: on init), so a render React throws away (a suspended one)
// cannot lose it.
let readOnce: { email: string | null } | undefined;
function passwordlessEmailOfThisLoad(): string | null {
  readOnce ??= { email: takePasswordlessEmail() };
  return readOnce.email;
}

export function PasswordlessNotice() {
  const serverCookies = useContext(RequestCookiesContext);
  // On the server the cookie is only read (the browser removes it when it hydrates the same words).
  const [email] = useState(() => (serverCookies === null ? passwordlessEmailOfThisLoad() : emailIn(cookieValue(serverCookies, PASSWORDLESS_EMAIL_COOKIE))));
  if (!email) return null;
  return (
    <Alert severity="success" sx={{ mb: 2 }}>
      You are signed in as {email} with the link we e-mailed you.
    </Alert>
  );
}
