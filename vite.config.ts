import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import remixConfig from './remix.config.js'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

export default defineConfig({
  server: { port: 3000 },
  build: { cssMinify: true },
  optimizeDeps: {
    include: ['@dnd-kit/core', '@conform-to/react', '@conform-to/zod/v4', 'zod'],
  },
  plugins: [tailwindcss(), remix(remixConfig), tsconfigPaths()],
})
