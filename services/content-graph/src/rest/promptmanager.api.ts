import { promptmanagerContracts, type ChatPageDto, type ContractInput, type SavedPromptDto } from '@portal/contracts';
import type { PromptFeedback } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';

// promptmanager-service: the reader's own chats with the assistant. One reader's, and changed by
// every question: never cached.
export class PromptManagerApi extends PortalRestDataSource {
  /** Keeps a question and its answer in the reader's chat (the answering stream, when it ends). */
  save(body: ContractInput<typeof promptmanagerContracts.savePrompt>['body']): Promise<SavedPromptDto> {
    return this.callContract(promptmanagerContracts.savePrompt, { body }, { emptyIsSuccess: false });
  }

  chat(chatId: string, page: number, size: number): Promise<ChatPageDto> {
    return this.callContract(promptmanagerContracts.chat, { query: { chatId, order: 'asc', page: String(page), size: String(size) } }, { cache: false });
  }

  feedback(promptId: string, feedback: PromptFeedback | null) {
    return this.callContract(promptmanagerContracts.feedback, { body: { promptId, feedback } }, { emptyIsSuccess: false });
  }

  async deletePrompts(promptIds: string[]): Promise<void> {
    await this.callContract(promptmanagerContracts.deletePrompts, { query: { promptId: promptIds.join(',') } }, { emptyIsSuccess: true });
  }

  async deleteChat(chatId: string): Promise<void> {
    await this.callContract(promptmanagerContracts.deleteChat, { query: { chatId } }, { emptyIsSuccess: true });
  }
}
