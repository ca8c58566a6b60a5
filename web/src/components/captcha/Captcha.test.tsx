// The captcha's reCAPTCHA versions (spec 1 §5) and its four errors (spec 1 §8), each where it
// happens: no key and no version as the captcha shows, a script that does not load as it loads, an
// execute that fails when the form asks for a token. Google is out of reach here: the script's
// load and error events are fired on the real <script> element, or the loader (an exported object)
// is spied on to answer as Google's script would.
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { Captcha, CaptchaProviderQuery, type CaptchaHandle } from './Captcha';
import { RECAPTCHA_ERRORS, recaptchaScript, type RecaptchaApi } from './recaptchaScript';

function captchaAnswer(siteKey: string | null, version: string | null) {
  return { request: { query: CaptchaProviderQuery }, result: { data: { captcha: { __typename: 'Captcha', provider: 'recaptcha', siteKey, version } } } };
}

function renderCaptcha(siteKey: string | null, version: string | null) {
  const handle = createRef<CaptchaHandle>();
  const onChange = vi.fn<(token: string) => void>();
  render(
    <MockedProvider mocks={[captchaAnswer(siteKey, version)]}>
      <Captcha ref={handle} onChange={onChange} resetKey={0} action="contact" />
    </MockedProvider>,
  );
  return { handle, onChange };
}

/** An API as Google's script gives it, with `execute` answering as told. */
function standInApi(execute: RecaptchaApi['execute'] = () => Promise.resolve('token')): RecaptchaApi {
  return { render: vi.fn(() => 0), reset: vi.fn(), execute: vi.fn(execute) };
}

/** The <script> the loader added for `file`, once it has. */
async function scriptFor(file: string, siteKey: string) {
  let script: HTMLScriptElement | null = null;
  await waitFor(() => {
    script = document.head.querySelector<HTMLScriptElement>(`script[src^="https://www.google.com/recaptcha/${file}"][src*="${siteKey}"]`);
    expect(script).not.toBeNull();
  });
  return script!;
}

beforeEach(() => {
  // reportError logs each failure for the developer; the test reads the page instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  delete window.grecaptcha;
});

describe('the captcha with reCAPTCHA', () => {
  it("says 'No key provided' when the server has no site key", async () => {
    const load = vi.spyOn(recaptchaScript, 'load');
    renderCaptcha('', '3');
    expect((await screen.findByRole('alert')).textContent).toBe(RECAPTCHA_ERRORS.noKey);
    expect(load).not.toHaveBeenCalled();
  });

  it("says 'No version provided' when the server names none it supports", async () => {
    const load = vi.spyOn(recaptchaScript, 'load');
    renderCaptcha('site-key', null);
    expect((await screen.findByRole('alert')).textContent).toBe('ReCaptcha error: No version provided');
    expect(load).not.toHaveBeenCalled();
  });

  it("says 'Failed to load script' when Google's script does not load (v3)", async () => {
    renderCaptcha('v3-unloadable', '3');
    const script = await scriptFor('api.js', 'v3-unloadable');
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('ReCaptcha error: Failed to load script');
    // The failed script is gone, so the next attempt loads it afresh.
    expect(script.isConnected).toBe(false);
  });

  it("says 'Failed to load script' for the v2 checkbox too", async () => {
    vi.spyOn(recaptchaScript, 'load').mockRejectedValue(new Error(RECAPTCHA_ERRORS.loadFailed));
    renderCaptcha('v2-key', '2');
    expect((await screen.findByRole('alert')).textContent).toBe(RECAPTCHA_ERRORS.loadFailed);
  });

  it("v3: executes on submit with the form's action and hands the token to the form", async () => {
    const api = standInApi(() => Promise.resolve('v3-token'));
    const load = vi.spyOn(recaptchaScript, 'load').mockResolvedValue(api);
    const { handle, onChange } = renderCaptcha('v3-key', '3');
    await screen.findByText(/protected by reCAPTCHA/);
    expect(api.execute).not.toHaveBeenCalled();
    let token = '';
    await act(async () => {
      token = await handle.current!.getToken();
    });
    expect(token).toBe('v3-token');
    expect(api.execute).toHaveBeenCalledWith('v3-key', 'contact');
    expect(load).toHaveBeenCalledWith('3', 'v3-key');
    expect(onChange).toHaveBeenLastCalledWith('v3-token');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('v3: a form sent before the server named its captcha waits for it, then executes', async () => {
    vi.spyOn(recaptchaScript, 'load').mockResolvedValue(standInApi(() => Promise.resolve('early-token')));
    const { handle } = renderCaptcha('v3-key', '3');
    let token = '';
    await act(async () => {
      token = await handle.current!.getToken();
    });
    expect(token).toBe('early-token');
  });

  it("v3: says 'Failed to execute' when execute rejects, and gives the form no token", async () => {
    vi.spyOn(recaptchaScript, 'load').mockResolvedValue(standInApi(() => Promise.reject(new Error('network'))));
    const { handle, onChange } = renderCaptcha('v3-key', '3');
    await screen.findByText(/protected by reCAPTCHA/);
    let token = 'unset';
    await act(async () => {
      token = await handle.current!.getToken();
    });
    expect(token).toBe('');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('alert').textContent).toBe('ReCaptcha error: Failed to execute');
  });

  it('enterprise: loads enterprise.js and runs grecaptcha.enterprise.execute', async () => {
    const execute = vi.fn(() => Promise.resolve('enterprise-token'));
    const { handle } = renderCaptcha('enterprise-key', 'enterprise');
    const script = await scriptFor('enterprise.js', 'enterprise-key');
    expect(script.src).toBe('https://www.google.com/recaptcha/enterprise.js?render=enterprise-key');
    // What enterprise.js defines once it has run.
    window.grecaptcha = { enterprise: { ready: (callback: () => void) => callback(), execute, render: vi.fn(), reset: vi.fn() } } as unknown as Window['grecaptcha'];
    act(() => {
      script.dispatchEvent(new Event('load'));
    });
    let token = '';
    await act(async () => {
      token = await handle.current!.getToken();
    });
    expect(token).toBe('enterprise-token');
    expect(execute).toHaveBeenCalledWith('enterprise-key', { action: 'contact' });
    script.remove();
  });

  it("enterprise: says 'Failed to execute' when grecaptcha.enterprise.execute rejects", async () => {
    const { handle } = renderCaptcha('enterprise-rejecting', 'enterprise');
    const script = await scriptFor('enterprise.js', 'enterprise-rejecting');
    window.grecaptcha = {
      enterprise: { ready: (callback: () => void) => callback(), execute: () => Promise.reject(new Error('blocked')), render: vi.fn(), reset: vi.fn() },
    } as unknown as Window['grecaptcha'];
    act(() => {
      script.dispatchEvent(new Event('load'));
    });
    await act(async () => {
      await handle.current!.getToken();
    });
    expect(screen.getByRole('alert').textContent).toBe(RECAPTCHA_ERRORS.executeFailed);
    script.remove();
  });

  it("v2: the checkbox's token is what the form gets", async () => {
    const api = standInApi();
    vi.mocked(api.render).mockImplementation((_element, options) => {
      options.callback('v2-token');
      return 7;
    });
    vi.spyOn(recaptchaScript, 'load').mockResolvedValue(api);
    const { handle, onChange } = renderCaptcha('v2-key', '2');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('v2-token'));
    expect(await handle.current!.getToken()).toBe('v2-token');
    expect(api.execute).not.toHaveBeenCalled();
  });

  it("v2: a widget that cannot render says 'Failed to execute'", async () => {
    const api = standInApi();
    vi.mocked(api.render).mockImplementation(() => {
      throw new Error('Invalid site key');
    });
    vi.spyOn(recaptchaScript, 'load').mockResolvedValue(api);
    renderCaptcha('v2-key', '2');
    expect((await screen.findByRole('alert')).textContent).toBe(RECAPTCHA_ERRORS.executeFailed);
  });
});
