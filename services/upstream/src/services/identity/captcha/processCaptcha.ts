// One captcha verifier per process and environment: the challenge a page got from the auth
// service's captcha route is verified by the service its form posts to (password recovery,
// checkout) with the same secret and the same memory of used solutions.
import { createCaptchaVerifier, type CaptchaVerifier } from './captchaVerifier.js';

const verifiers = new WeakMap<NodeJS.ProcessEnv, CaptchaVerifier>();

export function processCaptchaVerifier(env: NodeJS.ProcessEnv): CaptchaVerifier {
  let verifier = verifiers.get(env);
  if (!verifier) verifiers.set(env, (verifier = createCaptchaVerifier(env)));
  return verifier;
}
