// Webinar registration (spec 3 §3, §4): who may register and the messages (what they get back is
// the webinarRegistration contract's response, in @portal/contracts).

export const WEBINAR_REGISTRATION_MESSAGES = {
  ended: 'Registration has closed: this webinar has ended',
  paid: 'This webinar is for subscribers: a guest account cannot register for it',
} as const;

/** Free webinars are open to every signed-in user; paid ones to subscribers (client, employee). */
export function canRegisterForWebinar(userType: string, price: number): boolean {
  if (price === 0) return true;
  const type = userType.toLowerCase();
  return type === 'client' || type === 'employee';
}
