// Stopping and starting one process of a stack from scripts/stack.mjs, as a crash and a restart do.
import { once } from 'node:events';
import { waitFor } from './load.js';

/** Kills the process named `portalName` (SIGKILL: a crash, nothing closed cleanly) and waits for its exit. */
export async function crash(stack, portalName) {
  const child = stack.children.find((c) => c.portalName === portalName);
  if (!child) throw new Error(`no process ${portalName} in the stack`);
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

/** Starts `portalName` again as the stack launched it (the stack's stop() then stops the new one). */
export function relaunch(stack, portalName) {
  const index = stack.children.findIndex((c) => c.portalName === portalName);
  stack.children[index] = stack.children[index].relaunch();
  return stack.children[index];
}

/** Whether `url`/healthz answers 200 within `timeoutMs`. */
export function healthy(url, timeoutMs) {
  return waitFor(async () => (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) })).ok, timeoutMs);
}
