// The single home of Remix's options. The Remix Vite plugin does not read this
// file by itself; vite.config.ts imports it and hands it to the plugin.

/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  // A separate build folder lets parallel test runs build side by side.
  buildDirectory: process.env.FESTPLAN_BUILD_DIR || 'build',
  ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/.*'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
}
