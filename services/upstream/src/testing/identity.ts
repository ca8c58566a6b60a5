// Test helper for the identity flows: solve an ALTCHA captcha the way the widget does. (E-mail
// is read from a real SMTP sink the test starts: testing/smtpSink.)
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** The widget's payload for a challenge: base64 JSON of {challenge, solution}. */
export async function solveAltcha(challengeJson: string): Promise<string> {
  const challenge = JSON.parse(challengeJson) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
