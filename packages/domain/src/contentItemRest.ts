// content-service card data for surveys, playbooks, blogs, podcasts and tools: their id pattern
// (the shapes: @portal/contracts content).

/** SUS survey, PLA playbook (the spec's prefixes), BLG blog, POD podcast, TOL tool (ours). */
export const CONTENT_ITEM_ID_PATTERN = /^(SUS|PLA|BLG|POD|TOL)\d+$/;
