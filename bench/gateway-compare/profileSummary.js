#!/usr/bin/env node
// Sums a --cpu-prof profile (.cpuprofile JSON) by package: self time (the frame on top of the stack)
// and inclusive time (anywhere on the stack), as shares of all samples and of the non-idle ones.
//   node bench/gateway-compare/profileSummary.js /tmp/prof/CPU.*.cpuprofile [function-name ...]
// Function names given after the file are summed inclusively too (e.g. onExecuteDone). Samples
// loading modules (the process's start, under load many seconds) are left out of the shares.
import { readFileSync } from 'node:fs';

const [file, ...functionNames] = process.argv.slice(2);
if (!file) throw new Error('usage: profileSummary.js <file.cpuprofile> [function-name ...]');
const profile = JSON.parse(readFileSync(file, 'utf8'));

/** What a frame belongs to: its npm package, our own code, node's internals, or V8's pseudo-frames. */
function ownerOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName || 'anonymous'}`;
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(url);
  if (inModules) return inModules[1];
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/').slice(0, 2).join('/')}`;
  const ours = /\/(services|packages)\/([^/]+)\//.exec(url);
  if (ours) return `(ours) ${ours[1]}/${ours[2]}`;
  return url;
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

const self = new Map();
const inclusive = new Map();
const named = new Map(functionNames.map((name) => [name, 0]));
const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
let total = 0;
let idle = 0;
let loading = 0;
const loadsModules = (id) => {
  for (let at = id; at !== undefined; at = parentOf.get(at)) if (byId.get(at).callFrame.url.startsWith('node:internal/modules/')) return true;
  return false;
};
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas?.[i] ?? 1;
  if (loadsModules(id)) {
    loading += delta;
    return;
  }
  total += delta;
  const leaf = byId.get(id);
  const owner = ownerOf(leaf.callFrame);
  if (owner === '(idle)') {
    idle += delta;
    return;
  }
  add(self, owner, delta);
  const owners = new Set();
  const names = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const frame = byId.get(at).callFrame;
    owners.add(ownerOf(frame));
    if (named.has(frame.functionName)) names.add(frame.functionName);
  }
  for (const o of owners) add(inclusive, o, delta);
  for (const n of names) add(named, n, delta);
});

const busy = total - idle;
const pct = (value, of) => `${((100 * value) / of).toFixed(1)}%`.padStart(6);
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled (and ${(loading / 1e6).toFixed(1)} s loading modules, left out), ${pct(busy, total)} not idle, ${(busy / 1e6).toFixed(1)} s busy`);
console.log('\n  all   busy  incl.busy  self by owner (top 30; idle left out)');
for (const [owner, value] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
  console.log(`${pct(value, total)} ${pct(value, busy)}    ${pct(inclusive.get(owner) ?? 0, busy)}  ${owner}`);
}
if (named.size) {
  console.log('\n incl.busy  function (inclusive)');
  for (const [name, value] of named) console.log(`  ${pct(value, busy)}  ${name}`);
}
