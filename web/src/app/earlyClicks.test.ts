import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordEarlyClicks, stopRecordingEarlyClicks } from './earlyClicks';

/** A server-drawn button: no handler of the app's yet. */
function button(label: string, type: 'button' | 'submit' = 'button') {
  const element = document.createElement('button');
  element.type = type;
  element.textContent = label;
  document.body.append(element);
  return element;
}

describe('early clicks', () => {
  afterEach(() => {
    stopRecordingEarlyClicks(document);
    document.body.innerHTML = '';
  });

  it('presses the last button pressed before the app listened again, once, when the app asks', () => {
    const follow = button('Follow');
    const download = button('Download PDF');
    recordEarlyClicks(document);
    follow.click();
    download.click();
    download.click();
    const replay = stopRecordingEarlyClicks(document);
    // The app's handlers, attached by hydration.
    const followed = vi.fn();
    const downloaded = vi.fn();
    follow.addEventListener('click', followed);
    download.addEventListener('click', downloaded);
    replay();
    expect(downloaded).toHaveBeenCalledOnce();
    expect(followed).not.toHaveBeenCalled();
  });

  it('records nothing once stopped, and nothing on a submit button (the browser submitted its form)', () => {
    const submit = button('Send', 'submit');
    recordEarlyClicks(document);
    submit.click();
    const replay = stopRecordingEarlyClicks(document);
    const later = button('Later');
    later.click();
    const clicked = vi.fn();
    submit.addEventListener('click', clicked);
    later.addEventListener('click', clicked);
    replay();
    expect(clicked).not.toHaveBeenCalled();
  });

  it('presses no button the page no longer has or has disabled', () => {
    const gone = button('Gone');
    recordEarlyClicks(document);
    gone.click();
    const replayGone = stopRecordingEarlyClicks(document);
    const clicked = vi.fn();
    gone.addEventListener('click', clicked);
    gone.remove();
    replayGone();

    const disabled = button('Disabled');
    recordEarlyClicks(document);
    disabled.click();
    const replayDisabled = stopRecordingEarlyClicks(document);
    disabled.addEventListener('click', clicked);
    disabled.disabled = true;
    replayDisabled();
    expect(clicked).not.toHaveBeenCalled();
  });
});
