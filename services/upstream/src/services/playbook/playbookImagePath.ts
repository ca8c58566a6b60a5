// A playbook's cover: drawn by upstream's image service, reached by browsers through the gateway's
// /images proxy like every CMS picture (docs/contracts.md).
export const PLAYBOOK_IMAGE_FOLDER = 'playbooks';

export function playbookImagePath(id: string): string {
  return `/images/${PLAYBOOK_IMAGE_FOLDER}/${id}.svg`;
}

/** 'PLA100001.svg' -> 'PLA100001'; null for any other file name. */
export function playbookIdOfFile(file: string): string | null {
  return /^(PLA\d+)\.svg$/.exec(file)?.[1] ?? null;
}
