// A webinar's downloadable assets (spec 3 §2 "downloadable assets", spec 1 §3 attachedDownloadable-
// Asset): the agenda always, the transcript once the webinar has been recorded. Both are made from
// what the database holds, so the repository carries no files; sizes are the real files' sizes.
import { webinarAssetPath, type WebinarAssetId } from '@portal/domain';
import type { WebinarDto } from '@portal/contracts';
import { captionCues, transcriptText } from './captions.js';

export interface WebinarAssetFile {
  id: WebinarAssetId;
  title: string;
  fileName: string;
  fileType: string;
  fileExtension: string;
  bytes: Buffer;
}

const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'webinar';

function agendaText(webinar: WebinarDto): string {
  const hosts = webinar.hostAnalysts.map((host) => host.fullName).join(', ');
  return [
    webinar.title,
    'Agenda',
    '',
    `Starts: ${webinar.startDate} (UTC), ${webinar.duration} minutes, ${webinar.location}`,
    ...(hosts ? [`Hosted by: ${hosts}`] : []),
    '',
    webinar.summary,
    '',
    webinar.participationDetails,
    '',
  ].join('\n');
}

const textFile = (webinar: WebinarDto, id: WebinarAssetId, title: string, text: string): WebinarAssetFile => ({
  id,
  title,
  fileName: `${slugOf(webinar.title)}-${id}.txt`,
  fileType: 'text/plain',
  fileExtension: 'txt',
  bytes: Buffer.from(text, 'utf8'),
});

export function assetFilesOf(webinar: WebinarDto): WebinarAssetFile[] {
  const files = [textFile(webinar, 'agenda', 'Agenda', agendaText(webinar))];
  if (webinar.webinarStatus === 'past') files.push(textFile(webinar, 'transcript', 'Transcript', transcriptText(webinar.title, captionCues(webinar))));
  return files;
}

export const assetUrl = (webinar: WebinarDto, file: WebinarAssetFile) => webinarAssetPath(webinar.contentId, file.id);
