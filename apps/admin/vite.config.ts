import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const api = 'http://127.0.0.1:8080';

// The server serves the built files under /admin/; in development the API is proxied to it.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  // Brotli and gzip copies beside each file, served by the API server as they are (preCompressed).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  // Libraries hoisted to the repository root must share this app's single copy of React.
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    port: 5174,
    proxy: { '/adminapi': api, '/mallapi': api },
  },
  preview: {
    port: 4174,
    proxy: { '/adminapi': api, '/mallapi': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        // antd is left to the automatic split, so a page loads only the components it uses.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'intl', test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'contracts', test: /node_modules[\\/]zod[\\/]|packages[\\/]contracts[\\/]/ },
            { name: 'messages', test: /packages[\\/]i18n[\\/]/ },
          ],
        },
      },
    },
  },
});
