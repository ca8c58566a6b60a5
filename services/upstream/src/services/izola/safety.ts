// The default SafetyClassifier: a question is blocked when it asks for personal data about people
// (where someone lives, their phone number, e-mail, identity or bank numbers) or carries a prompt
// injection (instructions to ignore the rules, to reveal or replace the system prompt, role tags).
// Patterns, not a model: they run offline, take microseconds and give the same verdict every time;
// a report about phone numbers in general may be refused, a cost accepted for people's privacy.
import type { SafetyClassifier } from './answerer.js';

export const PERSONAL_DATA_REASON = 'personal data about people';
export const PROMPT_INJECTION_REASON = 'prompt injection';

const PERSONAL_DATA: readonly RegExp[] = [
  /\b(home|private|personal|residential|street|postal|mailing)\s+address(es)?\b/,
  /\bwhere\s+(does|do|did)\s+[\p{L}.' -]{1,60}?\s+live\b/u,
  /\b(phone|telephone|mobile|cell|cellphone|whatsapp)(\s+phone)?\s+(number|no\.?|#)s?\b/,
  /\b(e-?mail|email)\s+(address(es)?\s+)?(of|for)\b/,
  /['’]s\s+(e-?mail|email|phone|mobile|address|birthday)\b/,
  /\b(date\s+of\s+birth|social\s+security(\s+number)?|ssn|passport\s+(number|no)|national\s+(id|insurance)\s+number|bank\s+account(\s+number)?|credit\s+card\s+number|license\s+plate)\b/,
];

const PROMPT_INJECTION: readonly RegExp[] = [
  /\b(ignore|disregard|forget|override|bypass)\s+(all\s+|any\s+|the\s+|your\s+|of\s+)*(previous|prior|above|earlier|preceding|system|original)?\s*(instructions?|prompts?|rules|guidelines|directions|messages|context)\b/,
  /\bsystem\s+(prompt|message|instructions?)\b/,
  /\b(reveal|show|print|repeat|output|leak)\s+(me\s+)?(your|the)\s+(hidden\s+|initial\s+|original\s+)?(instructions|prompt|rules|configuration)\b/,
  /\b(you\s+are\s+now|from\s+now\s+on\s+you\s+are|pretend\s+(to\s+be|you\s+are)|act\s+as\s+(an?\s+)?(unrestricted|unfiltered|jailbroken))\b/,
  /\b(jailbreak|developer\s+mode|do\s+anything\s+now)\b/,
  /<\/?\s*(system|assistant|user)\s*>|\[\/?inst\]|<\|im_(start|end)\|>/,
];

export class DefaultSafetyClassifier implements SafetyClassifier {
  classify(text: string): { blocked: boolean; reason?: string } {
    // Compatibility forms and runs of spaces folded, so full-width letters or line breaks do not slip past.
    const normalized = text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');
    if (PROMPT_INJECTION.some((pattern) => pattern.test(normalized))) return { blocked: true, reason: PROMPT_INJECTION_REASON };
    if (PERSONAL_DATA.some((pattern) => pattern.test(normalized))) return { blocked: true, reason: PERSONAL_DATA_REASON };
    return { blocked: false };
  }
}
