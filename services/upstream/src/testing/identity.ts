// Test helpers for the identity flows: read the embedded mailer's outbox over upstream's HTTP
// (as a developer's mail catcher would) and solve an ALTCHA captcha the way the widget does.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export interface OutboxMail {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

export async function outboxFor(upstreamUrl: string, email: string): Promise<OutboxMail[]> {
  const response = await fetch(`${upstreamUrl}/mail-outbox/api/v1/messages?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  return (await response.json()) as OutboxMail[];
}

/** The first link in the newest mail to `email` that matches `pattern`. */
export async function latestLink(upstreamUrl: string, email: string, pattern: RegExp): Promise<string> {
  const [mail] = await outboxFor(upstreamUrl, email);
  const link = mail?.text.match(pattern)?.[0];
  if (!link) throw new Error(`no mail with a link matching ${pattern} for ${email}`);
  return link;
}

/** The widget's payload for a challenge: base64 JSON of {challenge, solution}. */
export async function solveAltcha(challengeJson: string): Promise<string> {
  const challenge = JSON.parse(challengeJson) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
