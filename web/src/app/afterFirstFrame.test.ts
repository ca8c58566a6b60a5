import { describe, expect, it, vi } from 'vitest';
import { afterFirstFrame, type FrameHost } from './afterFirstFrame';

/** A page whose #root holds `rootHtml`, with frame and task queues the test runs by hand. */
function host(rootHtml: string, visibilityState: DocumentVisibilityState = 'visible') {
  const root = document.createElement('div');
  root.innerHTML = rootHtml;
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const fake: FrameHost = {
    document: { visibilityState, getElementById: (id) => (id === 'root' ? root : null) },
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback) => tasks.push(callback),
  };
  const run = (queue: Array<() => void>) => queue.splice(0).forEach((callback) => callback());
  return { fake, drawFrame: () => run(frames), runTasks: () => run(tasks) };
}

describe('afterFirstFrame', () => {
  it('starts the app in the task after the first frame of a page the server drew', () => {
    const page = host('<main>the report</main>');
    const start = vi.fn();
    afterFirstFrame(start, page.fake);
    page.runTasks();
    expect(start).not.toHaveBeenCalled();
    page.drawFrame();
    expect(start).not.toHaveBeenCalled();
    page.runTasks();
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts at once when the server drew nothing (the offline shell, a render it gave up on)', () => {
    const page = host('');
    const start = vi.fn();
    afterFirstFrame(start, page.fake);
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts at once in a hidden tab, which gets no frame until it is shown', () => {
    const page = host('<main>the report</main>', 'hidden');
    const start = vi.fn();
    afterFirstFrame(start, page.fake);
    expect(start).toHaveBeenCalledOnce();
  });
});
