import { feedbackContracts, type NpsAnswerDto } from '@portal/contracts';
import type { NetPromoterScoreFormValues } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';

// feedback-service: the caller's Net Promoter Score answer, never cached.
export class FeedbackApi extends PortalRestDataSource {
  async myNps(): Promise<NpsAnswerDto | null> {
    return (await this.callContract(feedbackContracts.myNps, {}, { cache: false })).answer;
  }

  answerNps(answer: NetPromoterScoreFormValues): Promise<NpsAnswerDto> {
    return this.callContract(feedbackContracts.answerNps, { body: answer }, { emptyIsSuccess: false });
  }
}
