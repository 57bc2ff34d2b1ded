import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { flowsPlugin } from "./scripts/flows-vite.ts"

export default defineConfig({
  // The flow viewer and its live inspector: in dev and with FLOWS=1 only (docs/flows.md).
  plugins: [react(), flowsPlugin()],
  build: {
    outDir: "dist",
    target: "es2022",
    sourcemap: false,
    assetsInlineLimit: 2048
  }
})
