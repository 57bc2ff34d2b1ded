/**
 * The server's secrets (server/tokens/secrets.ts, README "Configuration"): TOKEN_SECRET and PAN_ENCRYPTION_KEY of at
 * least 32 characters, or a random secret made once in DATA_DIR/secrets (folder 0700, file 0600) and read back on
 * every later start. The keys are HKDF-SHA256 of the secret (salt "loans-server", info "token" / "otp" / "pan"):
 * the expected keys below are computed here with node:crypto from those words. No database.
 */
import { hkdfSync } from "node:crypto"
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { Effect, Layer, Redacted } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { type ServerSettings, Settings } from "../config.ts"
import { ServerKeys, secretFile } from "./secrets.ts"

const root = mkdtempSync(path.join(tmpdir(), "secrets-test-"))
afterAll(() => rmSync(root, { recursive: true, force: true }))
let n = 0
const freshDir = () => path.join(root, `data-${n++}`)

const hkdf = (secret: string, info: string) => Buffer.from(hkdfSync("sha256", secret, "loans-server", info, 32))

const keysWith = (settings: Partial<ServerSettings>) =>
  Effect.runPromise(
    Effect.result(
      Effect.gen(function* () {
        return yield* ServerKeys
      }).pipe(Effect.provide(ServerKeys.layer.pipe(Layer.provide(Settings.layer(settings)))))
    )
  )

const mode = (file: string) => statSync(file).mode & 0o777

describe("secretFile", () => {
  it("makes 32 random bytes (43 base64url characters) in DATA_DIR/secrets, folder 0700 and file 0600", () => {
    const dataDir = freshDir()
    const secret = secretFile(dataDir, "token-secret")
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/u)
    const file = path.join(dataDir, "secrets", "token-secret")
    expect(readFileSync(file, "utf8")).toBe(secret)
    expect(mode(file)).toBe(0o600)
    expect(mode(path.join(dataDir, "secrets"))).toBe(0o700)
  })

  it("reads the same secret back, trimmed, and puts the file back to 0600", () => {
    const dataDir = freshDir()
    const first = secretFile(dataDir, "pan-key")
    const file = path.join(dataDir, "secrets", "pan-key")
    writeFileSync(file, `  ${first}\n`)
    chmodSync(file, 0o644)
    expect(secretFile(dataDir, "pan-key")).toBe(first)
    expect(mode(file)).toBe(0o600)
    expect(secretFile(dataDir, "other")).not.toBe(first)
  })

  it("refuses a file holding fewer than 32 characters; takes 32", () => {
    const dataDir = freshDir()
    secretFile(dataDir, "token-secret")
    const file = path.join(dataDir, "secrets", "token-secret")
    writeFileSync(file, "x".repeat(31))
    expect(() => secretFile(dataDir, "token-secret")).toThrow(`${file} holds too short a secret`)
    writeFileSync(file, "x".repeat(32))
    expect(secretFile(dataDir, "token-secret")).toBe("x".repeat(32))
  })

  it("passes on an error other than the file existing: the failed open", () => {
    const dataDir = freshDir()
    expect(() => secretFile(dataDir, "missing-folder/name")).toThrow(/^ENOENT: no such file or directory, open /u)
  })
})

describe("ServerKeys", () => {
  const token = "t".repeat(32)
  const pan = "p".repeat(40)

  it("from TOKEN_SECRET and PAN_ENCRYPTION_KEY: three different HKDF keys", async () => {
    const result = await keysWith({
      dataDir: freshDir(),
      tokenSecret: Redacted.make(token),
      panEncryptionKey: Redacted.make(pan)
    })
    expect(result._tag).toBe("Success")
    if (result._tag !== "Success") return
    expect(result.success.token.toString("hex")).toBe(hkdf(token, "token").toString("hex"))
    expect(result.success.otp.toString("hex")).toBe(hkdf(token, "otp").toString("hex"))
    expect(result.success.pan.toString("hex")).toBe(hkdf(pan, "pan").toString("hex"))
    expect(result.success.token.length).toBe(32)
  })

  it("without them: the secrets made in DATA_DIR, the same on the next start", async () => {
    const dataDir = freshDir()
    const first = await keysWith({ dataDir })
    const again = await keysWith({ dataDir })
    const tokenSecret = readFileSync(path.join(dataDir, "secrets", "token-secret"), "utf8")
    const panSecret = readFileSync(path.join(dataDir, "secrets", "pan-key"), "utf8")
    expect(tokenSecret).not.toBe(panSecret)
    if (first._tag !== "Success" || again._tag !== "Success") throw new Error("no keys")
    expect(first.success.token.toString("hex")).toBe(hkdf(tokenSecret, "token").toString("hex"))
    expect(first.success.otp.toString("hex")).toBe(hkdf(tokenSecret, "otp").toString("hex"))
    expect(first.success.pan.toString("hex")).toBe(hkdf(panSecret, "pan").toString("hex"))
    expect(again.success.pan.toString("hex")).toBe(first.success.pan.toString("hex"))
  })

  it.each([
    [{ tokenSecret: Redacted.make("t".repeat(31)) }, "TOKEN_SECRET must be at least 32 characters"],
    [{ panEncryptionKey: Redacted.make("p".repeat(31)) }, "PAN_ENCRYPTION_KEY must be at least 32 characters"]
  ])("refuses a secret of 31 characters", async (secrets, message) => {
    const result = await keysWith({ dataDir: freshDir(), ...secrets })
    expect(result._tag === "Failure" && result.failure.message).toBe(message)
  })

  it("a DATA_DIR it cannot write to is a failure with the file system's words", async () => {
    const blocker = path.join(root, `file-${n++}`)
    writeFileSync(blocker, "not a folder")
    const result = await keysWith({ dataDir: blocker })
    expect(result._tag).toBe("Failure")
    if (result._tag === "Failure") {
      expect(result.failure).toBeInstanceOf(Error)
      expect(result.failure.message).toMatch(/ENOTDIR|EEXIST/u)
    }
  })
})
