import {
  providerFormsContracts,
  type ContactFormHeaderDto,
  type InquiryInitDto,
  type UserFormDataDto,
} from '@portal/contracts';
import type { ContactFormValues, InquiryFormValues, SubmissionDeliveryState } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';

// user-service forms: the contact, inquiry and briefing forms and what they show. The headers are
// fixed text (cached); everything else is the reader's own or a submission (never cached).
export class ProviderFormsApi extends PortalRestDataSource {
  contactHeader(id: number): Promise<ContactFormHeaderDto> {
    return this.callContract(providerFormsContracts.contactHeader, { query: { id: String(id) } }, { cache: { ttl: 3600 } });
  }

  submitContact(body: ContactFormValues): Promise<{ contactId: string }> {
    return this.callContract(providerFormsContracts.submitContact, { body }, { emptyIsSuccess: false }) as Promise<{ contactId: string }>;
  }

  userFormData(): Promise<UserFormDataDto> {
    return this.callContract(providerFormsContracts.userFormData, {}, { cache: false });
  }

  initInquiry(bioId: string | undefined): Promise<InquiryInitDto> {
    return this.callContract(providerFormsContracts.initInquiry, { query: { bioId } }, { cache: false });
  }

  submitInquiry(body: InquiryFormValues): Promise<{ userInquiryId: string }> {
    return this.callContract(providerFormsContracts.submitInquiry, { body }, { emptyIsSuccess: false }) as Promise<{ userInquiryId: string }>;
  }

  /** The briefing under its wire names (briefingWireBody). */
  submitBriefing(body: Record<string, unknown>): Promise<{ briefingId: string }> {
    return this.callContract(providerFormsContracts.submitBriefing, { body: body as never }, { emptyIsSuccess: false }) as Promise<{ briefingId: string }>;
  }

  submissions(page: number, state: SubmissionDeliveryState | undefined) {
    return this.callContract(providerFormsContracts.submissions, { query: { page: String(page), state } }, { cache: false });
  }
}
