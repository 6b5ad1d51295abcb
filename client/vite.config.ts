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
        // the icons of the later pages are one file; what two or more later pages share is one
        // more. A page fetches at most those and its own chunk.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 3 },
            { name: 'icons', test: /node_modules[\\/]lucide-react/, priority: 2 },
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
