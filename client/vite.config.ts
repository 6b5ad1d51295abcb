import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { routePreloads } from './build-plugins/route-preloads';
import { prerenderedPages } from './build-plugins/prerender';

const server = 'http://localhost:3000';

/**
 * Writes the list of built files so the service worker can precache the whole app shell
 * (hashed chunks included) and keep every page working offline.
 */
function precacheList(): Plugin {
  return {
    name: 'barteraid-precache-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => /\.(js|css|svg|png|woff2?)$/.test(name))
        .map((name) => `/${name}`);
      this.emitFile({ type: 'asset', fileName: 'precache.json', source: JSON.stringify(files) });
    },
  };
}

/** Files worth compressing: text, at least a kilobyte (below that the headers cost more than they save). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible
 * built file, once at build time, so the gateway serves them without compressing per request
 * (express-static-gzip picks the one the browser accepts). A phone on a weak connection gets the
 * main script at about a third of its size.
 */
function precompressed(): Plugin {
  return {
    name: 'barteraid-precompressed',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const name of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = path.join(dir, name);
        const bytes = readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server build (the prerendering entry, run once at build) needs the JSX and nothing else.
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), precacheList(), precompressed(), routePreloads(), prerenderedPages()],
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Few files rather than many tiny ones: on a weak connection each file costs a round trip
        // (six at a time), more than its bytes. What every page needs first is the entry itself;
        // of what later pages need, the icons are one file, the maps' ground (outlines and
        // Leaflet's stylesheet) one, the schemas and the server's message catalogues (zod and
        // `events/src`, which forms and notices need) one, and what two or more pages share besides
        // one more. The marketplace draws no map until asked and reads no schema: it neither loads
        // nor runs them.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 5 },
            { name: 'icons', test: /node_modules[\\/]lucide-react/, priority: 4 },
            { name: 'map', test: /[\\/]components[\\/]map[\\/](basemap\.ts|map\.css)|node_modules[\\/](topojson-client|us-atlas)[\\/]/, priority: 4 },
            { name: 'contracts', test: /node_modules[\\/]zod[\\/]|[\\/]events[\\/]src[\\/](?!messages[\\/]registry\.ts$)/, minShareCount: 2, priority: 3 },
            // The registry builds every catalogue's texts when it loads: it comes when a server
            // message is first shown (i18n/index.ts), not with each page that names a message.
            { name: 'registry', test: /[\\/]events[\\/]src[\\/]messages[\\/]registry\.ts$/, priority: 2 },
            { name: 'shared', minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/ws': { target: server, ws: true },
    },
  },
}));
