// Spec 1 §4: the passwordless e-mail the gateway left in a cookie is read into state once and the
// cookie removed; the page says whom the e-mailed link signed in.
import { useState } from 'react';
import Alert from '@mui/material/Alert';

export const PASSWORDLESS_EMAIL_COOKIE = 'portal_passwordless_email';

/** The cookie's value, removing the cookie; null when there is none. */
export function takePasswordlessEmail(): string | null {
  const entry = document.cookie.split('; ').find((pair) => pair.startsWith(`${PASSWORDLESS_EMAIL_COOKIE}=`));
  if (!entry) return null;
  document.cookie = `${PASSWORDLESS_EMAIL_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  try {
    return decodeURIComponent(entry.slice(PASSWORDLESS_EMAIL_COOKIE.length + 1)) || null;
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
  const [email] = useState(passwordlessEmailOfThisLoad);
  if (!email) return null;
  return (
    <Alert severity="success" sx={{ mb: 2 }}>
      You are signed in as {email} with the link we e-mailed you.
    </Alert>
  );
}
