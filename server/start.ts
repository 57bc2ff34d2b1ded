/**
 * `npm start` (`exec node server/start.ts`, plain node, no shell left between npm and the server): builds the browser
 * app and the server when missing or stale (server/build.ts), then runs the built server (`<DIST_DIR>-server/main.js`,
 * default dist-server/main.js) in this same process, so SIGTERM and SIGINT reach it. PORT, HOST, DATA_DIR,
 * DATABASE_URL and the rest come from the environment (server/config.ts).
 */
import { pathToFileURL } from "node:url"
import { buildIfStale, buildServerIfStale, serverEntry } from "./build.ts"

if (!buildIfStale() || !(await buildServerIfStale())) process.exit(1)
const server: { runMain: () => void } = await import(pathToFileURL(serverEntry()).href)
server.runMain()
