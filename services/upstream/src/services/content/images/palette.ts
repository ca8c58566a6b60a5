// Colours derived from an id: the same id always gets the same colour, different ids spread over
// the palette. Every colour carries white text at WCAG AA contrast (4.5:1 or more; tested).
export const PALETTE = [
  '#1f5f8b', // blue
  '#2f6b3a', // green
  '#8a3b12', // rust
  '#6a3d9a', // purple
  '#0f6e6e', // teal
  '#9b2247', // raspberry
  '#5b5b12', // olive
  '#3b4a8f', // indigo
  '#7a4a00', // bronze
  '#46586b', // slate
  '#8c2f8c', // plum
  '#20613f', // pine
] as const;

/** FNV-1a over the id's UTF-16 code units: tiny, stable across runs and platforms. */
export function hashId(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function colourOf(id: string): string {
  return PALETTE[hashId(id) % PALETTE.length];
}
