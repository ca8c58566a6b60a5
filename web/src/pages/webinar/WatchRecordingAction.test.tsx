// The primary action of an ended webinar (spec 3 §3-§4): loading, and so disabled, while the
// recording starts; a log-in for a visitor; the reason for a reader without access.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { WEBINAR_ACCESS_MESSAGES } from '@portal/domain';
import { makeFragmentData } from '../../gql';
import { WatchRecordingAction, WatchRecordingActionFragment } from './WatchRecordingAction';
import { RECORDING_LOAD_FAILED } from './RecordingPlayer';

const past = { __typename: 'Webinar', webinarStatus: 'past', hasAccess: true, recording: { __typename: 'WebinarRecording', mediaUrl: '/media/webinars/WEB100004/recording' } };

function renderAction(webinar: Record<string, unknown>, signedIn: boolean, onWatch: () => Promise<void> = async () => {}) {
  render(
    <MemoryRouter initialEntries={['/webinar/cloud-costs/WEB100004']}>
      <WatchRecordingAction webinar={makeFragmentData(webinar as never, WatchRecordingActionFragment)} signedIn={signedIn} onWatch={onWatch} />
    </MemoryRouter>,
  );
}

describe('WatchRecordingAction', () => {
  it('is loading and disabled until the recording plays, then ready again', async () => {
    let started!: () => void;
    renderAction(past, true, () => new Promise<void>((resolve) => (started = resolve)));
    const button = screen.getByRole('button', { name: /Watch the recording/ }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    started();
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it('shows an error when the recording will not play', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAction(past, true, () => Promise.reject(new Error('NotSupportedError')));
    fireEvent.click(screen.getByRole('button', { name: /Watch the recording/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(RECORDING_LOAD_FAILED);
    expect(logged).toHaveBeenCalledWith('[player]', expect.objectContaining({ message: 'NotSupportedError' }));
    logged.mockRestore();
  });

  it('offers a visitor a log-in that comes back, and tells a reader without access why', () => {
    renderAction({ ...past, hasAccess: false, recording: null }, false);
    expect(screen.getByRole('link', { name: 'Log in to watch the recording' }).getAttribute('href')).toBe(`/login?lr=${encodeURIComponent('/webinar/cloud-costs/WEB100004')}`);
  });

  it('tells a signed-in reader without access who may watch', () => {
    renderAction({ ...past, hasAccess: false, recording: null }, true);
    screen.getByText(`${WEBINAR_ACCESS_MESSAGES.notAccessible}.`);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is nothing before the webinar has ended', () => {
    renderAction({ ...past, webinarStatus: 'upcoming', recording: null }, true);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
