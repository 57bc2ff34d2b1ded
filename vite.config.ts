import react from "@vitejs/plugin-react"
import { defineConfig, type Plugin } from "vite"
import { flowsPlugin } from "./scripts/flows-vite.ts"
import { prerenderPlugin } from "./scripts/prerender.ts"

/**
 * The site is in English (`<html lang="en">`), so react-aria's own strings (a hidden "Dismiss" button, a select's
 * placeholder, a slider's announcements) are kept in en-US only: its dictionaries fall back to en-US for any other
 * locale, and the 34 other languages stay out of the bundles (what react-aria's optimize-locales plugin does;
 * issue 13's first-visit budget).
 */
const englishOnlyAriaStrings = (): Plugin => ({
  name: "english-only-aria-strings",
  enforce: "pre",
  transform(code, id) {
    if (!/\/(react-aria|react-aria-components|react-stately)\/dist\/.*intlStrings\.mjs$/u.test(id)) return null
    const kept = code
      .split("\n")
      .filter((line) => !/^import \S+ from "[^"]*\/[a-z]{2}-[A-Z]{2}\.mjs";$/u.test(line) || line.includes("en-US"))
      .filter((line) => !/^\s*"[a-z]{2}-[A-Z]{2}": \S+,?$/u.test(line) || line.includes('"en-US"'))
      .join("\n")
    return { code: kept, map: null }
  }
})

export default defineConfig({
  // The flow viewer and its live inspector: in dev and with FLOWS=1 only (docs/flows.md).
  // The prerender of public pages runs after the browser build (scripts/prerender.ts).
  plugins: [react(), englishOnlyAriaStrings(), flowsPlugin(), prerenderPlugin()],
  build: {
    outDir: "dist",
    target: "es2022",
    sourcemap: false,
    assetsInlineLimit: 2048,
    // The prerender reads it to preload each route's own chunks.
    manifest: true
  }
})
