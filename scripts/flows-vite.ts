/**
 * The build switch of the flow viewer (vite.config.ts). Flows are on in `vite` dev (npm run dev) and in a build
 * made with FLOWS=1 (`FLOWS=1 npm start`); a default production build has none of it. When on:
 *   - `import.meta.env.FLOWS` is "1", so src/routes.tsx adds the /flows route (its code is a lazy chunk; when off
 *     the condition is false at build time and the chunk is never emitted);
 *   - the views' `@xstate/react` resolves to src/features/flows/inspected-react.ts, the same hooks with an
 *     inspector that posts each machine actor's state to the viewer in another tab, so every view is followed
 *     without wiring. @xstate/react is never in the first bundle, so neither is the inspector;
 *   - the viewer's layout engine (elkjs) is a chunk of its own, loaded when the viewer draws its first diagram;
 *   - the built index.html carries `<meta name="flows" content="on">`, which server/build.ts reads to rebuild
 *     when FLOWS changes.
 */
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import type { Plugin } from "vite"

export const flowsMarker = `<meta name="flows" content="on">`

const inspected = fileURLToPath(new URL("../src/features/flows/inspected-react.ts", import.meta.url))
const srcDir = fileURLToPath(new URL("../src/", import.meta.url))

export const flowsPlugin = (): Plugin => {
  let enabled = false
  return {
    name: "loan-flows",
    enforce: "pre",
    config(_, { command }) {
      enabled = command === "serve" || process.env.FLOWS === "1"
      return {
        define: { "import.meta.env.FLOWS": JSON.stringify(enabled ? "1" : "") },
        // The viewer's layout engine (CommonJS) is loaded on demand: pre-bundled in dev rather than found late.
        ...(enabled && command === "serve" ? { optimizeDeps: { include: ["elkjs/lib/elk.bundled.js"] } } : {})
      }
    },
    resolveId(source, importer) {
      if (!enabled || source !== "@xstate/react" || !importer) return null
      const from = path.resolve(importer.split("?", 1)[0]!)
      // The wrapper itself, and anything outside the app (tests, tools), get the real package.
      if (from === inspected || !from.startsWith(srcDir)) return null
      return inspected
    },
    transformIndexHtml(html) {
      return enabled ? html.replace("</head>", `  ${flowsMarker}\n  </head>`) : html
    }
  }
}
