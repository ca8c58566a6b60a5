import type { PlaybookDto } from '@portal/contracts';

// The playbook service names a playbook's fields as every content service does; the Playbook card
// of the spec (spec 3 §3) names some of them its own way. The query and the request's loader both
// answer this, so every field but the authors is read as it stands.
export function toPlaybookSource(dto: PlaybookDto) {
  return {
    ...dto, url: dto.path, playbookTitle: dto.title, playbookDescription: dto.summary,
    playbookImage: dto.image, legacyPlaybookImage: dto.legacyImage, date: dto.publishedDate,
  };
}

export type PlaybookSource = ReturnType<typeof toPlaybookSource>;
