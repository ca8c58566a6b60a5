// Every form's schema (react-hook-form with zodResolver in web; the same rule where the services
// receive the form). One file per form family; each schema is exported by name.
export * from './fields.js';
export * from './passwords.js';
export * from './registration.js';
export * from './profile.js';
export * from './interceptors.js';
export * from './signInLink.js';
export * from './requestAQuote.js';
export * from './account.js';
export * from './publishedDateRange.js';
export * from './netPromoterScore.js';
export * from './checkout.js';
export * from './contact.js';
export * from './inquiry.js';
export * from './briefing.js';
export * from './assistantQuestion.js';
