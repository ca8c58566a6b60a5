// What a card says its content is: the search index's content type in the portal's words.
const LABELS: Record<string, string> = {
  research: 'Report',
  stories: 'Story',
  playbook: 'Playbook',
  blog: 'Blog',
  survey: 'Survey',
  webinar: 'Webinar',
  forum: 'Peer discussion',
  external: 'External',
  podcast: 'Podcast',
  tool: 'Tool',
  video: 'Video',
  figure: 'Figure',
};

export function contentTypeLabel(contentType: string): string {
  return LABELS[contentType] ?? contentType;
}
