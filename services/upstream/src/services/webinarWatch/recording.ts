// The seeded on-demand recordings: the corpus has no media files and none is downloaded, so each
// recording is made here as a WAV (RIFF, 8-bit mono PCM at 8 kHz: about 8 kB a second), one soft
// tone per caption cue, each webinar's tones its own. Every browser plays WAV in a <video> or
// <audio> element; a real deployment would point at the provider's media instead.
import { CUE_SECONDS, type CaptionCue } from './captions.js';

const SAMPLE_RATE = 8000;
/** A short fade in and out of each tone, so cue changes do not click. */
const FADE_SECONDS = 0.05;

/** A tone in a pleasant range (A3 to A5), picked by the webinar's id and the cue's place. */
function toneHz(webinarId: string, cue: number): number {
  const seed = [...webinarId].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  return 220 * 2 ** (((seed + cue * 5) % 24) / 12);
}

export function recordingWav(webinarId: string, cues: readonly CaptionCue[]): Buffer {
  const samplesPerCue = CUE_SECONDS * SAMPLE_RATE;
  const fade = FADE_SECONDS * SAMPLE_RATE;
  const dataBytes = cues.length * samplesPerCue;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE, 28); // bytes a second: 1 byte a sample
  wav.writeUInt16LE(1, 32); // block align
  wav.writeUInt16LE(8, 34); // bits a sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  cues.forEach((_, cue) => {
    const hz = toneHz(webinarId, cue);
    for (let i = 0; i < samplesPerCue; i++) {
      const envelope = Math.min(1, i / fade, (samplesPerCue - i) / fade);
      // 8-bit PCM is unsigned, silence at 128; a third of full scale is soft.
      wav[44 + cue * samplesPerCue + i] = Math.round(128 + 42 * envelope * Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE));
    }
  });
  return wav;
}

export const recordingSeconds = (cues: readonly CaptionCue[]) => cues.length * CUE_SECONDS;
