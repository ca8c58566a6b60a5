// Anchor targets sit below the sticky header: spec 1 §9 "Anchor scroll offset 72 px".
export const ANCHOR_OFFSET_PX = 72;
export const anchorTargetSx = { scrollMarginTop: `${ANCHOR_OFFSET_PX}px` } as const;
export const FIGURES_ANCHOR_ID = 'figures';
