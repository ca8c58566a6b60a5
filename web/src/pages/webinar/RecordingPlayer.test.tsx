// The recording player (issue #13): a labelled, focusable <video> with its captions track, keyboard
// controls on it, and the load failure reported and told.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { makeFragmentData } from '../../gql';
import { RECORDING_LOAD_FAILED, RecordingPlayer, RecordingPlayerFragment } from './RecordingPlayer';

const webinar = {
  __typename: 'Webinar',
  id: 'WEB100004',
  title: 'Cloud costs, tamed',
  recording: {
    __typename: 'WebinarRecording',
    mediaUrl: '/media/webinars/WEB100004/recording',
    mimeType: 'audio/wav',
    captionsUrl: '/media/webinars/WEB100004/captions.vtt',
    captionsLanguage: 'en',
    captionsLabel: 'English',
  },
} as const;

const renderPlayer = (value: Record<string, unknown> = webinar) => render(<RecordingPlayer webinar={makeFragmentData(value as never, RecordingPlayerFragment)} />);

afterEach(() => vi.restoreAllMocks());

describe('RecordingPlayer', () => {
  it('is a labelled, focusable player of the recording with its captions track shown by default', () => {
    const { container } = renderPlayer();
    screen.getByRole('heading', { name: 'Recording' });
    const video = container.querySelector('video')!;
    expect(video.getAttribute('aria-label')).toBe('Recording of Cloud costs, tamed');
    expect(video.tabIndex).toBe(0);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(container.querySelector('source')!.getAttribute('src')).toBe('/media/webinars/WEB100004/recording');
    const track = container.querySelector('track')!;
    expect([track.kind, track.getAttribute('src'), track.srclang, track.label, track.default]).toEqual(['captions', '/media/webinars/WEB100004/captions.vtt', 'en', 'English', true]);
    expect(document.getElementById(video.getAttribute('aria-describedby')!)!.textContent).toContain('Space or K play and pause');
  });

  it('plays on Space from the focused player, and keeps the key from scrolling the page', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = renderPlayer();
    const video = container.querySelector('video')!;
    video.focus();
    const notPrevented = fireEvent.keyDown(video, { key: ' ' });
    expect(play).toHaveBeenCalledTimes(1);
    expect(notPrevented).toBe(false);
    expect(fireEvent.keyDown(video, { key: 'Tab' })).toBe(true);
  });

  it('tells the reader, and reports, when the recording cannot be loaded', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderPlayer();
    fireEvent.error(container.querySelector('source')!);
    expect(screen.getByRole('alert').textContent).toBe(RECORDING_LOAD_FAILED);
    expect(logged).toHaveBeenCalledWith('[player]', expect.anything());
  });

  it('renders nothing without a recording', () => {
    const { container } = renderPlayer({ ...webinar, recording: null });
    expect(container.innerHTML).toBe('');
  });
});
