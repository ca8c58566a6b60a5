// The web app's build: workspace packages resolve to their TypeScript sources (the "source"
// export condition), so the app never waits for packages/domain to be built.
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      // packages/domain is pure functions and constants, but its package.json does not say so;
      // declaring it keeps its unused parts (zod chart validation) out of the app's bundle.
      treeshake: { moduleSideEffects: [{ test: /\/packages\/domain\/src\//, sideEffects: false }] },
    },
  },
});
