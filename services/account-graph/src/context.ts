import type { RequestContext, RestTransport } from '@portal/graph-kit';
import { AuthApi } from './rest/auth.api.js';
import { createFollowsContext, type FollowsContext } from './follows/follows.context.js';
import { createProfileContext, type ProfileContext } from './profile/profile.context.js';
import { createIdentityContext, type IdentityContext } from './identity/identity.context.js';
import { createNotificationsContext, type NotificationsContext } from './notifications/notifications.context.js';
import { NewsletterApi } from './rest/newsletter.api.js';
import { FeedbackApi } from './rest/feedback.api.js';
import { InitiativeApi } from './rest/initiative.api.js';
import { ProviderFormsApi } from './rest/providerForms.api.js';
import { createSavedContext, type SavedContext } from './saved/saved.context.js';
import { createSharesContext, type SharesContext } from './shares/shares.context.js';

export interface AccountContext extends RequestContext, FollowsContext, ProfileContext, NotificationsContext, IdentityContext, SavedContext, SharesContext {
  auth: AuthApi;
  newsletters: NewsletterApi;
  feedback: FeedbackApi;
  initiatives: InitiativeApi;
  providerForms: ProviderFormsApi;
}

export function createAccountContext(base: RequestContext, transport: RestTransport): AccountContext {
  return { ...base, auth: new AuthApi(transport, base), ...createFollowsContext(base, transport), ...createProfileContext(base, transport),
    ...createNotificationsContext(base, transport), newsletters: new NewsletterApi(transport, base), feedback: new FeedbackApi(transport, base),
    initiatives: new InitiativeApi(transport, base), providerForms: new ProviderFormsApi(transport, base),
    ...createIdentityContext(base, transport), ...createSavedContext(base, transport),
    ...createSharesContext(base, transport) };
}
