/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Installable and offline (issue 4 item 8): vite-plugin-pwa writes the web app manifest and a
 * Workbox service worker that precaches the whole built app (HTML, JS, CSS, icons), so after one
 * visit the game loads and plays with no network. Everything is generated at build time from local
 * files; nothing is fetched. `registerType: 'autoUpdate'`: a new build replaces the old one on the
 * next load (a duel in progress is not interrupted: the page is not reloaded for it).
 *
 * gallery.html is a second page (not linked from the game) that draws one card of every frame kind,
 * including kinds the pool does not have yet; e2e/mat-cards.spec.ts screenshots it.
 */
export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'duelmat — Yu-Gi-Oh! TRADING CARD GAME duels',
        short_name: 'duelmat',
        description: 'Duel the computer or a friend on one screen, with the official rules.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#071a16',
        theme_color: '#0d2621',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/gallery/],
        cleanupOutdatedCaches: true,
        // Take over the page of the first visit at once, so it already works offline.
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  build: {
    // .vite/manifest.json: which chunks index.html loads at once (scripts/first-load.mjs measures them).
    manifest: true,
    rollupOptions: {
      input: { main: 'index.html', gallery: 'gallery.html' },
      output: {
        // React in a chunk of its own: left to itself the bundler put it in one chunk with the engine
        // and the card pool (both pages and every screen share them), so the start page loaded the pool.
        codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    // Tests check results, not speed (that is `npm run bench`): the limit only catches a hang, and
    // must hold on a busy 2-CPU machine, where whole-duel tests take several seconds.
    testTimeout: 60_000,
  },
});
