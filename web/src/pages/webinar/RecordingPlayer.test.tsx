// The recording player (issue #13): a labelled, focusable <video> with its captions track, keyboard
// controls on it, and the load failure reported and told; the reader's saved place offered as
// "Resume from m:ss" (announced), and the progress sent on a play start and on pause.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApolloClient, type ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { makeFragmentData } from '../../gql';
import { createCache } from '../../app/apollo';
import { AnnounceProvider, LiveRegion } from '../../a11y/announce';
import { operationLink, type RecordedOperation } from '../../test/operationLink';
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

let operations: RecordedOperation[] = [];

function renderPlayer(value: Record<string, unknown> = webinar, savedSeconds = 0) {
  const progress = (positionSeconds: number) => ({ __typename: 'WebinarRecordingProgress', positionSeconds, furthestMilestone: 0 });
  const recorded = operationLink({
    RecordingProgress: () => ({ data: { webinar: { __typename: 'Webinar', id: webinar.id, recordingProgress: progress(savedSeconds) } } }),
    SaveRecordingProgress: (variables) => ({ data: { saveWebinarRecordingProgress: progress(variables.positionSeconds as number) } }),
  });
  operations = recorded.operations;
  const client = new ApolloClient({ link: recorded.link as ApolloLink, cache: createCache() });
  return render(
    <ApolloProvider client={client}>
      <AnnounceProvider>
        <RecordingPlayer webinar={makeFragmentData(value as never, RecordingPlayerFragment)} />
        <LiveRegion />
      </AnnounceProvider>
    </ApolloProvider>,
  );
}

const saves = () => operations.filter((op) => op.operationName === 'SaveRecordingProgress').map((op) => op.variables);

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
    expect(container.querySelector('section, video')).toBeNull();
    // Nor is a progress asked for: without a recording there is none to keep.
    expect(operations).toEqual([]);
  });

  it('offers to resume from the saved place, announced, and resumes there from the keyboard', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = renderPlayer(webinar, 65);
    const resume = await screen.findByRole('button', { name: 'Resume from 1:05' });
    expect(screen.getByTestId('live-region').textContent).toBe('You can resume the recording from 1:05');
    resume.focus();
    fireEvent.click(resume);
    const video = container.querySelector('video')!;
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(video.currentTime).toBe(65);
    expect(document.activeElement).toBe(video);
    fireEvent.play(video);
    expect(screen.queryByRole('button', { name: /^Resume from/ })).toBeNull();
  });

  it('offers nothing without a saved place', async () => {
    renderPlayer();
    await waitFor(() => expect(operations.map((op) => op.operationName)).toContain('RecordingProgress'));
    expect(screen.queryByRole('button', { name: /^Resume from/ })).toBeNull();
  });

  it('sends a play start at once and the place on pause', async () => {
    const { container } = renderPlayer();
    const video = container.querySelector('video')!;
    fireEvent.play(video);
    await waitFor(() => expect(saves()).toEqual([{ id: webinar.id, positionSeconds: 0, milestone: 0, playStarted: true }]));
    video.currentTime = 3;
    fireEvent.pause(video);
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]).toEqual({ id: webinar.id, positionSeconds: 3, milestone: 0, playStarted: false });
  });
});
