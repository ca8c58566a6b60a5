// The webinar page's downloads (spec 3 §2-§3, spec 1 §8): buttons named by title, type and size for
// a reader with access; what the others need instead; a failed download told with the spec's message.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { makeFragmentData } from '../../gql';
import { fileDownload, downloadFailedMessage } from './downloadFile';
import { WebinarAssets, WebinarAssetsFragment } from './WebinarAssets';

const assets = [
  { __typename: 'WebinarAsset', id: 'agenda', title: 'Agenda', url: '/downloads/webinars/WEB100004/agenda', fileExtension: 'txt', fileSize: 612 },
  { __typename: 'WebinarAsset', id: 'transcript', title: 'Transcript', url: '/downloads/webinars/WEB100004/transcript', fileExtension: 'txt', fileSize: 1536 },
];
const renderAssets = (hasAccess: boolean, signedIn = true) =>
  render(<WebinarAssets signedIn={signedIn} webinar={makeFragmentData({ __typename: 'Webinar', id: 'WEB100004', hasAccess, downloadableAssets: assets } as never, WebinarAssetsFragment)} />);

afterEach(() => vi.restoreAllMocks());

describe('WebinarAssets', () => {
  it('offers each file by title, type and size to a reader with access, and downloads it', async () => {
    const download = vi.spyOn(fileDownload, 'download').mockResolvedValue();
    renderAssets(true);
    screen.getByRole('heading', { name: 'Downloads' });
    fireEvent.click(screen.getByRole('button', { name: 'Download Transcript (TXT, 1.5 kb)' }));
    expect(download).toHaveBeenCalledWith('/downloads/webinars/WEB100004/transcript', expect.objectContaining({ title: 'Transcript', fileExtension: 'txt' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Download Transcript (TXT, 1.5 kb)' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('shows the spec’s message when a download fails', async () => {
    vi.spyOn(fileDownload, 'download').mockRejectedValue(new Error(downloadFailedMessage('txt', 'Agenda')));
    renderAssets(true);
    fireEvent.click(screen.getByRole('button', { name: 'Download Agenda (TXT, 612 b)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to download txt file Agenda');
  });

  it('lists the files without buttons for a visitor (log in) and a reader without access', () => {
    renderAssets(false, false);
    screen.getByText('Log in to download these files.');
    expect(screen.queryByRole('button')).toBeNull();
    screen.getByText('Agenda (TXT, 612 b)');
  });

  it('tells a signed-in reader without access who the files are for', () => {
    renderAssets(false, true);
    screen.getByText('These files are for subscribers and registered attendees.');
  });
});

describe('fileDownload.download', () => {
  it('rejects a refused download with the spec’s message, logged with the status text', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 403, statusText: 'Forbidden' }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fileDownload.download('/downloads/webinars/WEB100004/agenda', { title: 'Agenda', fileExtension: 'txt' })).rejects.toThrow('Unable to download txt file Agenda');
    expect(logged).toHaveBeenCalledWith('[Unable to download txt file Agenda]', expect.objectContaining({ message: 'Forbidden' }));
  });
});
