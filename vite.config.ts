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
    rollupOptions: {
      input: { public: fromRoot('./src/web/index.html'), admin: fromRoot('./src/web/admin.html') },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/oauth': 'http://127.0.0.1:3000' },
  },
});
