// ALTCHA proof of work (altcha-lib, PoW v2): a signed PBKDF2 challenge that the widget solves in
// the browser. A solution is accepted once (the signature is remembered until the challenge
// expires), so a solved token cannot be replayed to send many e-mails.
import { randomBytes, randomInt } from 'node:crypto';
import { CappedMap, createChallenge, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaChallenge, CaptchaVerifier } from './captchaVerifier.js';

export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
const ALGORITHM = 'PBKDF2/SHA-256';
// PBKDF2 iterations per attempt; with a counter of at most a few thousand a browser solves it in
// about a second, a bot sending thousands of requests pays for each.
const COST = 1000;

export interface AltchaOptions {
  /** Signs challenges; without one a random secret per process (challenges die with it). */
  hmacSecret?: string;
  maxCounter: number;
}

export function decodeAltchaPayload(token: string): Payload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
    return payload && typeof payload === 'object' && payload.challenge && payload.solution ? payload : undefined;
  } catch {
    return undefined;
  }
}

export class AltchaCaptcha implements CaptchaVerifier {
  readonly provider = 'altcha' as const;
  private readonly hmacSecret: string;
  private readonly used = new CappedMap<string, number>({ maxSize: 100_000 });

  constructor(private readonly options: AltchaOptions) {
    this.hmacSecret = options.hmacSecret ?? randomBytes(32).toString('base64url');
  }

  async challenge(): Promise<CaptchaChallenge> {
    const challenge = await createChallenge({
      algorithm: ALGORITHM,
      cost: COST,
      counter: randomInt(Math.max(1, Math.floor(this.options.maxCounter / 2)), Math.max(2, this.options.maxCounter)),
      deriveKey,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      hmacSignatureSecret: this.hmacSecret,
    });
    return { provider: 'altcha', challenge };
  }

  async verify(token: string): Promise<boolean> {
    const payload = decodeAltchaPayload(token);
    if (!payload?.challenge.signature) return false;
    let result;
    try {
      result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: this.hmacSecret });
    } catch {
      return false;
    }
    if (!result.verified) return false;
    // Atomic: of two requests with the same solution only the first passes.
    return this.used.setIfAbsent(payload.challenge.signature, Date.now());
  }
}
