import { buildSubgraph, emitSubgraphSdl, type SubgraphOptions } from '@portal/graph-kit';
import { ViewerResolver } from './viewer/viewer.resolver.js';
import { ProfileMutationResolver, ViewerProfileResolver } from './profile/profile.resolver.js';
import { PreferencesMutationResolver, ViewerPreferencesResolver } from './preferences/preferences.resolver.js';
import { analystReference } from './follows/analyst.reference.js';
import { AnalystFollowResolver } from './follows/analyst-follow.resolver.js';
import { TopicFollowResolver, ViewerFollowsResolver } from './follows/viewer-follows.resolver.js';
import { PasswordResolver } from './identity/password.resolver.js';
import { PasswordlessResolver } from './identity/passwordless.resolver.js';
import { RegistrationMutationResolver, ViewerRegistrationResolver } from './identity/registration.resolver.js';
import { NotificationMutationResolver, ViewerNotificationsResolver } from './notifications/notification.resolver.js';
import { ViewerContactsResolver } from './contacts/contacts.resolver.js';
import { NewsletterMutationResolver, ViewerNewslettersResolver } from './newsletters/newsletter.resolver.js';
import { NetPromoterScoreMutationResolver, ViewerNetPromoterScoreResolver } from './feedback/nps.resolver.js';
import { InitiativeMutationResolver, InitiativeQueryResolver, ViewerInitiativesResolver } from './initiatives/initiatives.resolver.js';
import { ContactFormResolver } from './forms/contact.resolver.js';
import { InquiryResolver } from './forms/inquiry.resolver.js';
import { BriefingResolver, ViewerFormDataResolver } from './forms/briefing.resolver.js';
import { FormSubmissionsResolver } from './forms/submissions.resolver.js';
import { savableReferences } from './saved/savable.reference.js';
import { ReportShareStateResolver, ResearchShareMutationResolver, ViewerResearchSharesResolver } from './shares/shares.resolver.js';
import {
  ContentItemSavedResolver, FigureSavedResolver, ReportSavedResolver, SaveMutationResolver, ViewerFavoritesResolver, WebinarSavedResolver,
} from './saved/saved.resolver.js';

const options: SubgraphOptions = {
  resolvers: [ViewerResolver, AnalystFollowResolver, ViewerFollowsResolver, TopicFollowResolver,
    ViewerProfileResolver, ProfileMutationResolver, ViewerPreferencesResolver, PreferencesMutationResolver,
    ViewerNotificationsResolver, NotificationMutationResolver, ViewerContactsResolver, ViewerNewslettersResolver, NewsletterMutationResolver,
    PasswordResolver, PasswordlessResolver, ViewerRegistrationResolver, RegistrationMutationResolver,
    ViewerNetPromoterScoreResolver, NetPromoterScoreMutationResolver,
    ViewerInitiativesResolver, InitiativeQueryResolver, InitiativeMutationResolver,
    ReportSavedResolver, WebinarSavedResolver, FigureSavedResolver, ContentItemSavedResolver, SaveMutationResolver, ViewerFavoritesResolver,
    ContactFormResolver, InquiryResolver, ViewerFormDataResolver, BriefingResolver, FormSubmissionsResolver,
    ReportShareStateResolver, ResearchShareMutationResolver, ViewerResearchSharesResolver],
  referenceResolvers: { ...analystReference, ...savableReferences },
};

export function buildAccountSubgraph() {
  return buildSubgraph(options);
}

export function accountSubgraphSdl(): Promise<string> {
  return emitSubgraphSdl(options);
}
