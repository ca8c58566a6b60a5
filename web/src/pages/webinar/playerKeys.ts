// The recording player's keyboard controls (issue #13: a player usable without a mouse), the keys
// the common web players use. Each returns what to do to the media element; unknown keys nothing,
// so the browser keeps them (Tab, and the native controls' own keys).

export const PLAYER_KEYS_HELP = 'Keys: Space or K play and pause, J and L back and forward 10 seconds, arrow keys 5 seconds and volume, M mute, C captions.';

export interface PlayerLike {
  paused: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  play(): Promise<void> | void;
  pause(): void;
}

export interface TrackToggle {
  /** Shows the captions when hidden, hides them when shown. */
  toggleCaptions(): void;
}

const seek = (media: PlayerLike, by: number) => {
  const end = Number.isFinite(media.duration) ? media.duration : Number.MAX_SAFE_INTEGER;
  media.currentTime = Math.min(end, Math.max(0, media.currentTime + by));
};
const changeVolume = (media: PlayerLike, by: number) => {
  media.volume = Math.round(Math.min(1, Math.max(0, media.volume + by)) * 10) / 10;
};

/** Applies the key to the player; true when it was a player key (the caller then prevents its default). */
export function handlePlayerKey(key: string, media: PlayerLike, tracks: TrackToggle): boolean {
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case ' ':
    case 'k':
      if (media.paused) void media.play();
      else media.pause();
      return true;
    case 'j':
      seek(media, -10);
      return true;
    case 'l':
      seek(media, 10);
      return true;
    case 'ArrowLeft':
      seek(media, -5);
      return true;
    case 'ArrowRight':
      seek(media, 5);
      return true;
    case 'ArrowUp':
      changeVolume(media, 0.1);
      return true;
    case 'ArrowDown':
      changeVolume(media, -0.1);
      return true;
    case 'm':
      media.muted = !media.muted;
      return true;
    case 'c':
      tracks.toggleCaptions();
      return true;
    default:
      return false;
  }
}

/** Spec 1 §8 "Video player": the player needs the element to play in and the recording to play. */
export const PLAYER_IDS_REQUIRED_MESSAGE = 'Both targetId and entryId are required.';
export function playerConfigError(targetId: string | null | undefined, entryId: string | null | undefined): string | null {
  return targetId && entryId ? null : PLAYER_IDS_REQUIRED_MESSAGE;
}
