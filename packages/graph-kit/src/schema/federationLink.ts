// The federation 2 `@link` every subgraph SDL starts with. One list for all subgraphs, so the
// gateway's composition sees the same federation version and imports everywhere.
export const FEDERATION_DIRECTIVES = [
  '@key',
  '@shareable',
  '@external',
  '@requires',
  '@provides',
  '@inaccessible',
  '@tag',
] as const;

export const FEDERATION_LINK = `extend schema
  @link(
    url: "https://specs.apollo.dev/federation/v2.3"
    import: [${FEDERATION_DIRECTIVES.map((d) => `"${d}"`).join(', ')}]
  )`;
