import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  '@shared': fromRoot('./src/shared'),
  '@server': fromRoot('./src/server'),
  '@web': fromRoot('./src/web'),
};

/** Dev server only: the back office's paths get admin.html, as the real server does. */
const adminHtmlInDev: Plugin = {
  name: 'admin-html-in-dev',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const isPage = request.headers.accept?.includes('text/html');
      if (isPage && request.url?.startsWith('/security/admin')) request.url = '/admin.html';
      next();
    });
  },
};

// Two HTML entries: the public site (server-rendered, hydrated) and the back office (client-rendered).
export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./src/web/public'),
  plugins: [react(), tailwindcss(), adminHtmlInDev],
  resolve: { alias: aliases },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    // One stylesheet, linked by both HTML entries (and inlined into the public pages by scripts/build.ts): no
    // chunk lists CSS among its dependencies, so a lazily loaded chunk never adds that stylesheet again.
    cssCodeSplit: false,
    // A lazily loaded chunk's dependencies are found by the browser in its imports; Vite's helper would also
    // add a <link rel="modulepreload"> per dependency at run time, main-thread work on a phone at the moment
    // the page hydrates. The HTML entries keep their preloads (the back office's first load).
    modulePreload: {
      resolveDependencies: (_filename, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : [],
    },
    rollupOptions: {
      input: { public: fromRoot('./src/web/index.html'), admin: fromRoot('./src/web/admin.html') },
      output: {
        // React in a chunk of its own: left to itself the bundler put it beside Vite's small preload helper,
        // which the public entry imports, so a page that is only read evaluated React (decision 0007).
        manualChunks: (id) => (/node_modules\/(react|react-dom|scheduler)\//.test(id) ? 'react' : undefined),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/oauth': 'http://127.0.0.1:3000' },
  },
});
