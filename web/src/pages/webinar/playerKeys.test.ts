import { describe, expect, it } from 'vitest';
import { handlePlayerKey, PLAYER_IDS_REQUIRED_MESSAGE, playerConfigError, type PlayerLike } from './playerKeys';

function player(overrides: Partial<PlayerLike> = {}) {
  const media: PlayerLike & { plays: number; pauses: number } = {
    paused: true,
    currentTime: 20,
    duration: 30,
    volume: 0.5,
    muted: false,
    plays: 0,
    pauses: 0,
    play() {
      media.plays += 1;
      media.paused = false;
    },
    pause() {
      media.pauses += 1;
      media.paused = true;
    },
    ...overrides,
  };
  return media;
}
const noTracks = { toggleCaptions() {} };

describe('handlePlayerKey', () => {
  it('plays and pauses with Space and K', () => {
    const media = player();
    expect(handlePlayerKey(' ', media, noTracks)).toBe(true);
    expect(media.paused).toBe(false);
    expect(handlePlayerKey('K', media, noTracks)).toBe(true);
    expect([media.plays, media.pauses, media.paused]).toEqual([1, 1, true]);
  });

  it('seeks within the recording and changes the volume within 0 to 1', () => {
    const media = player();
    handlePlayerKey('l', media, noTracks);
    expect(media.currentTime).toBe(30);
    handlePlayerKey('ArrowLeft', media, noTracks);
    expect(media.currentTime).toBe(25);
    handlePlayerKey('j', media, noTracks);
    handlePlayerKey('j', media, noTracks);
    handlePlayerKey('j', media, noTracks);
    expect(media.currentTime).toBe(0);
    for (let i = 0; i < 7; i++) handlePlayerKey('ArrowUp', media, noTracks);
    expect(media.volume).toBe(1);
    handlePlayerKey('ArrowDown', media, noTracks);
    expect(media.volume).toBe(0.9);
  });

  it('mutes, toggles the captions, and leaves other keys to the browser', () => {
    const media = player();
    let toggled = 0;
    handlePlayerKey('m', media, noTracks);
    expect(media.muted).toBe(true);
    handlePlayerKey('c', media, { toggleCaptions: () => (toggled += 1) });
    expect(toggled).toBe(1);
    expect(handlePlayerKey('Tab', media, noTracks)).toBe(false);
    expect(handlePlayerKey('x', media, noTracks)).toBe(false);
  });
});

describe('playerConfigError', () => {
  it('says the spec’s message unless both the element and the recording are there', () => {
    expect(playerConfigError('recording-1', 'WEB100001')).toBeNull();
    expect(playerConfigError('', 'WEB100001')).toBe(PLAYER_IDS_REQUIRED_MESSAGE);
    expect(playerConfigError('recording-1', null)).toBe('Both targetId and entryId are required.');
  });
});
