import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { onDemand, type OnDemand } from './onDemand';
import { useOnDemandReplacement } from './useOnDemandReplacement';

interface ReplacementProps {
  autoFocus: boolean;
}

function Replacement({ autoFocus }: ReplacementProps) {
  return (
    <span>
      <button autoFocus={autoFocus}>Define (loaded)</button>
    </span>
  );
}

/** On-demand code that arrives when the test says so. */
function codeArrivingLater(): { code: OnDemand<ReplacementProps>; arrive: () => Promise<void> } {
  let resolve: (component: typeof Replacement) => void = () => undefined;
  const arrived = new Promise<typeof Replacement>((done) => (resolve = done));
  const code = onDemand(() => arrived, 'test replacement');
  return {
    code,
    arrive: async () => {
      resolve(Replacement);
      await code.load();
    },
  };
}

function Trigger({ code }: { code: OnDemand<ReplacementProps> }) {
  const { Replacement: Loaded, load, plainRef, takeFocus } = useOnDemandReplacement(code);
  if (Loaded) return <Loaded autoFocus={takeFocus} />;
  return (
    <button ref={plainRef} onFocus={load} onPointerEnter={load}>
      Define
    </button>
  );
}

function Page({ code }: { code: OnDemand<ReplacementProps> }) {
  return (
    <main>
      <a href="#before">Before</a>
      <Trigger code={code} />
    </main>
  );
}

describe('useOnDemandReplacement', () => {
  it('swaps the replacement in as the code arrives, the focus carried over from the plain trigger', async () => {
    const { code, arrive } = codeArrivingLater();
    render(<Page code={code} />);
    screen.getByRole('button', { name: 'Define' }).focus();
    await arrive();
    // Committed already, with no other task run: no later event can find the plain trigger half gone.
    const loaded = screen.getByRole('button', { name: 'Define (loaded)' });
    expect(document.activeElement).toBe(loaded);
  });

  it('leaves the focus where it is when the plain trigger did not have it', async () => {
    const { code, arrive } = codeArrivingLater();
    render(<Page code={code} />);
    const before = screen.getByRole('link', { name: 'Before' });
    screen.getByRole('button', { name: 'Define' }).focus();
    before.focus();
    await arrive();
    screen.getByRole('button', { name: 'Define (loaded)' });
    expect(document.activeElement).toBe(before);
  });

  it('draws the replacement at once where the code has loaded before', async () => {
    const { code, arrive } = codeArrivingLater();
    code.preload();
    await arrive();
    render(<Page code={code} />);
    screen.getByRole('button', { name: 'Define (loaded)' });
    expect(screen.queryByRole('button', { name: 'Define' })).toBeNull();
  });
});
