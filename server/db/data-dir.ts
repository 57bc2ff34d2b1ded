/**
 * The data folder (DATA_DIR) is the server user's alone: 0700 folders, 0600 files (the embedded database with its
 * WAL, generated secrets, the database's socket). New files get it from the umask (077, set here for the process);
 * files an older version left readable are fixed at start.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs"
import * as path from "node:path"
import { isMainThread } from "node:worker_threads"

export const folderMode = 0o700
export const fileMode = 0o600

/** Folders 0700, files (sockets included) 0600, symbolic links left alone; returns how many modes were changed. */
export const restrictModes = (entry: string): number => {
  const stat = lstatSync(entry)
  if (stat.isSymbolicLink()) return 0
  const wanted = stat.isDirectory() ? folderMode : fileMode
  let changed = 0
  if ((stat.mode & 0o777) !== wanted) {
    chmodSync(entry, wanted)
    changed++
  }
  if (stat.isDirectory()) for (const child of readdirSync(entry)) changed += restrictModes(path.join(entry, child))
  return changed
}

/** Sets the process umask to 077 (the main thread only may), creates the folder, and restricts what is in it. */
export const secureDataDir = (dataDir: string): number => {
  if (isMainThread) process.umask(0o077)
  mkdirSync(dataDir, { recursive: true, mode: folderMode })
  return restrictModes(dataDir)
}
