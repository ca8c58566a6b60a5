// The alerts service's limits: the counts are the contract's (@portal/contracts alerts), the
// messages upstream's answer when a follow would pass them.
import { MAX_ANALYST_FOLLOWS, MAX_TOPIC_FOLLOWS } from '@portal/contracts';

export { MAX_ANALYST_FOLLOWS, MAX_TOPIC_FOLLOWS };

export const ANALYST_LIMIT_MESSAGE = `You can follow up to ${MAX_ANALYST_FOLLOWS} analysts. Unfollow an analyst to follow another.`;
export const TOPIC_LIMIT_MESSAGE = `You can follow up to ${MAX_TOPIC_FOLLOWS} topics. Unfollow a topic to follow another.`;
