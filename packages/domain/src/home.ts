// The home pages' section sizes. Spec 2 §9: peers 5, services 3, reading 3, analysts 15 (one
// page); the others are ours (the spec is silent): enough to fill one row of cards each.
export const HOME_SECTION_SIZES = {
  featured: 4,
  topPeers: 5,
  researchServices: 3,
  fromReading: 3,
  analysts: 15,
  /** The visitor's home (/home). */
  latestResearch: 6,
  upcomingWebinars: 3,
} as const;

