// What the offline shell's service worker precaches (web/sw/sw.ts, issue #13): the app shell (the
// entry bundle, the app's bundle it imports after the first frame, everything those import
// statically, index.html) and the one route that works offline, the report page, with the chart
// drawing its figures load when they come near. Not every route's bundle: a visitor's browser
// would otherwise download all of them (2.7 MB) in the background on the first visit, and every
// fresh browser of the end-to-end tests did (issue #14). Any other page offline gets the shell's
// error page, which is in the app's bundle.
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';

/**
 * The modules, relative to the web app's root, whose bundles an offline report needs besides the
 * entry's: the app, which the entry imports after the first frame (src/boot.ts), the report route
 * and the chart drawing its figures.
 */
const OFFLINE_MODULES = ['src/main.tsx', 'src/pages/report/route.tsx', 'src/components/chart/ChartGraphic.tsx'];

interface ChunkLinks {
  imports: string[];
  css: string[];
}

/**
 * A build plugin that notes which bundles the shell and the offline route load, and the precache
 * list transform (VitePWA's injectManifest.manifestTransforms) that keeps only those of assets/.
 */
export function appShellPrecache(): { plugin: Plugin; manifestTransform: ManifestTransform } {
  const keep = new Set<string>();
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'portal:app-shell-precache',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      keep.clear();
      const links = new Map<string, ChunkLinks>();
      const roots: string[] = [];
      const missing = new Set(OFFLINE_MODULES);
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        links.set(output.fileName, { imports: output.imports, css: [...(output.viteMetadata?.importedCss ?? [])] });
        const source = output.facadeModuleId ? path.relative(root, output.facadeModuleId).split(path.sep).join('/') : undefined;
        if (source && missing.delete(source)) roots.push(output.fileName);
        else if (output.isEntry) roots.push(output.fileName);
      }
      // A moved module would quietly leave reports unreadable offline: the build says so instead.
      if (missing.size > 0) this.error(`appShellPrecache: no bundle for ${[...missing].join(', ')}`);
      const pending = [...roots];
      while (pending.length) {
        const fileName = pending.pop()!;
        if (keep.has(fileName)) continue;
        keep.add(fileName);
        const chunk = links.get(fileName);
        if (!chunk) continue;
        for (const css of chunk.css) keep.add(css);
        pending.push(...chunk.imports);
      }
    },
  };
  const manifestTransform: ManifestTransform = async (entries) => {
    if (keep.size === 0) return { manifest: entries, warnings: ['the app shell was not found: every file is precached'] };
    return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || keep.has(entry.url)), warnings: [] };
  };
  return { plugin, manifestTransform };
}
