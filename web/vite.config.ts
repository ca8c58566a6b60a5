// The web app's build: workspace packages resolve to their TypeScript sources (the "source"
// export condition), so the app never waits for packages/domain to be built.
import path from 'node:path';
import { defineConfig, defaultClientConditions } from 'vite';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlibConstants } from 'node:zlib';
import { appChunk } from './build/appChunk.ts';
import { appShellPrecache } from './build/appShellPrecache.ts';
import { gqlDocumentModules } from './build/gqlDocumentModules.ts';

const precache = appShellPrecache();
const pageEntry = path.join(import.meta.dirname, 'index.html');
const app = appChunk(pageEntry);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Persisted documents (issue #14): each graphql(`...`) call becomes an import of its generated
    // document, so neither the call's text nor gql.ts's map of every document (keyed by its text)
    // reaches the bundle; the app sends hashes only (src/app/persistedDocuments.ts).
    babel({
      include: /\/web\/src\/.*\.tsx$/,
      exclude: /\/web\/src\/gql\//,
      plugins: [[babelOptimizerPlugin, { artifactDirectory: path.join(import.meta.dirname, 'src/gql'), gqlTagName: 'graphql' }]],
    }),
    // ...and each of those imports gets a module of its own document, so a page loads its own
    // documents only, not all of graphql.ts (issue #14).
    gqlDocumentModules(path.join(import.meta.dirname, 'src/gql')),
    react(),
    !isSsrBuild && precache.plugin,
    !isSsrBuild && app.plugin,
    // Every built text file gets .br and .gz twins, compressed once at build time at the highest
    // levels (too slow per request); the gateway sends the one the browser accepts (issue #14).
    // The server bundle (--ssr) is never sent to a browser. sw.js is written after this runs, with
    // its precache list, so the gateway compresses that one per request.
    !isSsrBuild &&
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        logLevel: 'silent',
      }),
    // The offline shell (spec 1 §7, issue #13): sw/sw.ts is built into dist/sw.js with the list of
    // files to precache. Registered by src/app/serviceWorker.ts, not by the plugin; no web app
    // manifest (the portal is not installable). The server bundle (--ssr) gets no worker.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The shell (index.html, the entry and its imports) and the report route, which works
        // offline (build/appShellPrecache.ts); other routes' bundles load when they are visited.
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        globIgnores: ['sw.js'],
        manifestTransforms: [precache.manifestTransform],
        // A classic worker script: every browser with service workers runs it (module workers are newer).
        rollupFormat: 'iife',
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    // The gateway listens on 4000; the dev server forwards GraphQL and the sign-in routes to it so
    // cookies stay first-party.
    proxy: Object.fromEntries(
      ['/graphql', '/login', '/logged-in', '/logout', '/downloads'].map((path) => [path, { target: 'http://127.0.0.1:4000', changeOrigin: false }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunk imports which, for bench/bundle-budget and the
    // worker's precache list. A dot-folder: the gateway does not serve it.
    manifest: !isSsrBuild,
    rolldownOptions: {
      // packages/domain is pure functions and constants, but its package.json does not say so;
      // declaring it keeps its unused parts (zod chart validation) out of the app's bundle.
      treeshake: { moduleSideEffects: [{ test: /\/packages\/domain\/src\//, sideEffects: false }] },
      // The app and its static imports in one chunk (build/appChunk.ts); the server's bundle keeps
      // Rolldown's own chunks (nothing fetches them).
      ...(!isSsrBuild && {
        input: { index: pageEntry, main: path.join(import.meta.dirname, 'src/main.tsx') },
        output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], test: app.test, includeDependenciesRecursively: false }] } },
      }),
    },
  },
}));
