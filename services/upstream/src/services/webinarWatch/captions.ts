// The captions of a webinar's recording (WebVTT, https://www.w3.org/TR/webvtt1/): what was said,
// cue by cue. The seeded recordings say their title and then their summary, one sentence a cue, so
// the captions are made from those and the recording (recording.ts) is timed by the same cues.

export interface CaptionCue {
  startSeconds: number;
  endSeconds: number;
  text: string;
}

/** Seconds each cue is on screen (and each tone of the recording lasts). */
export const CUE_SECONDS = 3;
/** At most this many summary sentences are captioned: the seeded recordings are short. */
const MAX_SENTENCES = 4;

function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]*/g) ?? []).map((s) => s.trim()).filter((s) => s.length > 0);
}

export function captionCues(webinar: { title: string; summary: string }): CaptionCue[] {
  const lines = [`Welcome to ${webinar.title}.`, ...sentencesOf(webinar.summary).slice(0, MAX_SENTENCES)];
  return lines.map((text, i) => ({ startSeconds: i * CUE_SECONDS, endSeconds: (i + 1) * CUE_SECONDS, text }));
}

/** 75.5 -> '00:01:15.500' */
function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** A cue's text may not hold '-->' or a blank line (it would end the cue); '<' and '&' are markup. */
function cueText(text: string): string {
  return text.replace(/-->/g, '->').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\s*\n\s*/g, ' ');
}

export function toWebVtt(cues: readonly CaptionCue[]): string {
  const body = cues.map((cue, i) => `${i + 1}\n${timestamp(cue.startSeconds)} --> ${timestamp(cue.endSeconds)}\n${cueText(cue.text)}`);
  return `WEBVTT\n\n${body.join('\n\n')}\n`;
}

/** The transcript asset: the cues as plain text, one a line, with their start time. */
export function transcriptText(title: string, cues: readonly CaptionCue[]): string {
  return `${title}\nTranscript\n\n${cues.map((cue) => `[${timestamp(cue.startSeconds).slice(3, 8)}] ${cue.text}`).join('\n')}\n`;
}
