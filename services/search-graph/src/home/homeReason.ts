// Why a recommendation is on the reader's home page (spec 2 §2 "Home personalisation"): each
// card says which of the reader's own signals put it there.
export const HOME_REASON_KINDS = ['FOLLOWED_ANALYST', 'FOLLOWED_TOPIC', 'READ', 'FUNCTION', 'PRIORITY', 'SUBSCRIPTION', 'LATEST'] as const;
export type HomeReasonKind = (typeof HOME_REASON_KINDS)[number];

export interface HomeReasonValue {
  kind: HomeReasonKind;
  text: string;
}

export const homeReason = {
  followedAnalyst: (fullName: string): HomeReasonValue => ({ kind: 'FOLLOWED_ANALYST', text: `Because you follow ${fullName}` }),
  followedTopic: (topic: string): HomeReasonValue => ({ kind: 'FOLLOWED_TOPIC', text: `Because you follow ${topic}` }),
  read: (title: string): HomeReasonValue => ({ kind: 'READ', text: `Because you read ${title}` }),
  yourFunction: (functionName: string): HomeReasonValue => ({ kind: 'FUNCTION', text: `For your function ${functionName}` }),
  /** A top priority of a function the reader holds (the corpus's PRI… priorities). */
  yourPriority: (label: string): HomeReasonValue => ({ kind: 'PRIORITY', text: `For your priority ${label}` }),
  subscription: (): HomeReasonValue => ({ kind: 'SUBSCRIPTION', text: 'In your subscription' }),
  /** No signal of the reader's points at it: the newest of its kind, so the section is never empty. */
  latest: (text: string): HomeReasonValue => ({ kind: 'LATEST', text }),
};
