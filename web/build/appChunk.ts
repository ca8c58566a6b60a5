// The app's code in one bundle (issue #14). Rolldown's automatic chunking puts each module in a
// chunk per set of lazy routes that share it, so what main.tsx imports statically came out as 74
// chunks, all fetched before the page hydrates. Each costs the browser a request, and starting one
// is main-thread work: appending the preload links for them was a 350-470 ms task at 4x slower CPU
// (bench/README.md, "The app in one bundle"). main.tsx is therefore a build entry of its own (the
// page's entry still imports it after the first frame), and one code-splitting group gathers the
// modules the entries import statically (Rolldown's `$initial` tag) into it, apart from the page
// entry's own: those must not make the page's entry wait for the app.
import type { Plugin } from 'vite';

/**
 * `plugin` notes the page entry's (`pageEntry`, index.html) static imports once the module graph
 * is built; `test` is the group's test: any module but those. Give the group
 * `includeDependenciesRecursively: false`, or it takes back the modules the app shares with the
 * page's entry (the early-click recorder, Vite's preload helper) as dependencies of its own.
 */
export function appChunk(pageEntry: string) {
  let pageEntryModules: ReadonlySet<string> = new Set();
  const plugin: Plugin = {
    name: 'portal:app-chunk',
    apply: 'build',
    buildEnd() {
      const seen = new Set<string>();
      const pending = [pageEntry];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (seen.has(id)) continue;
        seen.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      pageEntryModules = seen;
    },
  };
  return { plugin, test: (id: string) => !pageEntryModules.has(id) };
}
