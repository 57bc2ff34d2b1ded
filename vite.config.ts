import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { flowsPlugin } from "./scripts/flows-vite.ts"
import { prerenderPlugin } from "./scripts/prerender.ts"

export default defineConfig({
  // The flow viewer and its live inspector: in dev and with FLOWS=1 only (docs/flows.md).
  // The prerender of public pages runs after the browser build (scripts/prerender.ts).
  plugins: [react(), flowsPlugin(), prerenderPlugin()],
  build: {
    outDir: "dist",
    target: "es2022",
    sourcemap: false,
    assetsInlineLimit: 2048,
    // The prerender reads it to preload each route's own chunks.
    manifest: true
  }
})
