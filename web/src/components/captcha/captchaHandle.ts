// What a form asks of its captcha when it is sent. An interactive captcha (ALTCHA, the v2
// checkbox) answers the token the reader already earned; reCAPTCHA v3 and Enterprise run unseen
// and are executed now, for the form's action. Pass a ref to <Captcha> and, on submit, put
// `await ref.current.getToken()` in the form's recaptchaToken before checking it.
export interface CaptchaHandle {
  /** The token to send, or '' when there is none (the captcha then shows why, if it knows). */
  getToken(): Promise<string>;
}
