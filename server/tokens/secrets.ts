/**
 * The server's secrets: the token secret (signs tokens; keys the OTP hashes) and the PAN encryption key.
 *
 * From the environment (TOKEN_SECRET, PAN_ENCRYPTION_KEY) in production. Unset, the embedded default makes a random
 * one on first start in DATA_DIR/secrets/<name> (folder 0700, file 0600) and reads it back on every later start, so
 * tokens and stored PANs survive restarts. Several servers on one DATABASE_URL must share the environment values.
 */

import { hkdfSync, randomBytes } from "node:crypto"
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import * as path from "node:path"
import { Context, Effect, Layer, Redacted } from "effect"
import { Settings } from "../config.ts"

export interface Keys {
  /** HMAC-SHA256 key of tokens. */
  readonly token: Buffer
  /** HMAC-SHA256 key of OTP code hashes and the mobile+purpose key they are filed under. */
  readonly otp: Buffer
  /** AES-256-GCM key of PANs at rest. */
  readonly pan: Buffer
}

/** Reads DATA_DIR/secrets/<name>, creating it with 32 random bytes (base64url) when missing. */
export const secretFile = (dataDir: string, name: string): string => {
  const dir = path.join(dataDir, "secrets")
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const file = path.join(dir, name)
  try {
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
  }
  chmodSync(file, 0o600)
  const secret = readFileSync(file, "utf8").trim()
  if (secret.length < 32) throw new Error(`${file} holds too short a secret`)
  return secret
}

/** A named 32-byte key from a secret (HKDF-SHA256), so one secret never serves two purposes as is. */
const derive = (secret: string, label: string): Buffer =>
  Buffer.from(hkdfSync("sha256", secret, "loans-server", label, 32))

export class ServerKeys extends Context.Service<ServerKeys, Keys>()("server/ServerKeys") {
  static readonly layer = Layer.effect(
    ServerKeys,
    Effect.gen(function* () {
      const settings = yield* Settings
      return yield* Effect.try({
        try: () => {
          const fromEnv = (value: Redacted.Redacted<string> | undefined, name: string) => {
            if (value === undefined) return undefined
            const secret = Redacted.value(value)
            if (secret.length < 32) throw new Error(`${name} must be at least 32 characters`)
            return secret
          }
          const tokenSecret =
            fromEnv(settings.tokenSecret, "TOKEN_SECRET") ?? secretFile(settings.dataDir, "token-secret")
          const panSecret =
            fromEnv(settings.panEncryptionKey, "PAN_ENCRYPTION_KEY") ?? secretFile(settings.dataDir, "pan-key")
          return ServerKeys.of({
            token: derive(tokenSecret, "token"),
            otp: derive(tokenSecret, "otp"),
            pan: derive(panSecret, "pan")
          })
        },
        catch: (error) => (error instanceof Error ? error : new Error(String(error)))
      })
    })
  )
}
