/**
 * `npm start`: builds the browser app when it is missing or stale (server/build.ts), then runs the server
 * (server/main.ts) with PORT, HOST, DATA_DIR and DATABASE_URL from the environment.
 */
import { buildIfStale } from "./build.ts"

if (!buildIfStale()) process.exit(1)
const { runMain } = await import("./main.ts")
runMain()
