// A service's build, after tsc: bundles dist/main.js with the packages it imports into
// dist/main.bundle.js and the one chunk it imports once its production check has passed, which
// every start runs (npm start, the tests' stacks, docker-compose).
//
// Why: a service spends most of its start in Node's module loader (resolving, reading and compiling
// some thousands of files, bench/README "Start time"), and six of them start at once on two cores.
// One file loads in about half the CPU time, and Node's compile cache (NODE_COMPILE_CACHE, set by
// scripts/stack.mjs) then takes most of the rest.
//
// The bundle and its chunk sit beside main.js in dist/, so a path the code computes from its own module's URL
// (services/gateway/src/paths.ts, services/upstream/src/packageRoot.ts) comes out the same.
// Left outside, loaded from node_modules as before:
// - what OpenTelemetry instruments by hooking the module loader (express, pg): a bundled copy is
//   never seen by the hook, and its spans would be lost;
// - packages that read files beside their own code (PGlite's wasm, pdfkit's fonts, ioredis's
//   package.json and its error stacks, pino's transport workers) or load a native addon (sharp).
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const INSTRUMENTED = ['express', 'pg'];
const READS_ITS_OWN_FILES = ['@electric-sql/pglite', 'pdfkit', 'sharp', 'ioredis', 'pino'];

const distDir = path.join(process.cwd(), 'dist');
// The chunks of an earlier build, whose names carry their hash, would pile up beside the new ones.
for (const name of readdirSync(distDir)) if (/^main\.chunk\..+\.js(\.map)?$/.test(name)) rmSync(path.join(distDir, name));

await build({
  entryPoints: { 'main.bundle': path.join(distDir, 'main.js') },
  outdir: distDir,
  // main.ts checks the production settings before it imports the process: split there, so a
  // refused start loads the small entry only, not the process's chunk (main.chunk.<module>-<hash>.js).
  splitting: true,
  chunkNames: 'main.chunk.[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  // The `source` condition (TypeScript sources) is for tests only; a build takes the compiled dist.
  conditions: ['node', 'import', 'default'],
  external: [...INSTRUMENTED, ...READS_ITS_OWN_FILES, '*.node'],
  // `require('punycode')` means the npm package (whatwg-url's), not Node's deprecated built-in of
  // the same name, which is what a bundler targeting Node takes it for.
  alias: { punycode: 'punycode/' },
  // Packages written as CommonJS call require() for Node's built-ins and each other.
  banner: { js: "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);" },
  // Two modules' classes of the same name get distinct names in one file (Input, Input2), and
  // type-graphql names the schema's types after the classes: keep each class's own name.
  keepNames: true,
  sourcemap: 'linked',
  logLevel: 'warning',
  legalComments: 'none',
});
