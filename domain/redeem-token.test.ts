import { describe, expect, it } from "vitest"
import {
  cleanupRedeemTokens,
  findRedeemToken,
  memoryStore,
  newRedeemTokenId,
  parseRedeemTokenRecord,
  redeemTokenKey,
  redeemTokenLifetimeMs,
  redeemTokenPrefix,
  saveRedeemToken
} from "./redeem-token.ts"

const now = Date.UTC(2026, 10, 20, 10, 0, 0)
const hex = (() => {
  let n = 0
  return () => (0x1a2b3c4d + n++).toString(16)
})()

describe("redeem token record", () => {
  it("is stored under redeem_token_<id> with the mobile, the signed token, the time and a 15-minute expiry", () => {
    const store = memoryStore()
    const id = saveRedeemToken(
      store,
      { mobileNumber: "9876543210", token: "signed.token" },
      { now, id: newRedeemTokenId(now, hex) }
    )
    expect(id).toMatch(/^[a-z0-9]+-[0-9a-f]{8}-[0-9a-f]{8}$/u)
    expect(redeemTokenPrefix).toBe("redeem_token_")
    expect(JSON.parse(store.get(`redeem_token_${id}`)!)).toEqual({
      mobileNumber: "9876543210",
      token: "signed.token",
      timestamp: now,
      expiresAt: now + 15 * 60 * 1000
    })
  })

  it("ids start with the time and differ by their random parts", () => {
    const a = newRedeemTokenId(now, hex)
    const b = newRedeemTokenId(now, hex)
    expect(a.split("-")[0]).toBe(now.toString(36))
    expect(a).not.toBe(b)
  })

  it("gives the mobile and token until it expires, then removes it and treats it as absent", () => {
    const store = memoryStore()
    const id = saveRedeemToken(store, { mobileNumber: "9876543210", token: "t" }, { now, id: "abc12345-0000" })
    expect(findRedeemToken(store, id, now + redeemTokenLifetimeMs - 1)).toEqual({
      _tag: "Found",
      mobileNumber: "9876543210",
      token: "t",
      expiresAt: now + redeemTokenLifetimeMs
    })
    expect(findRedeemToken(store, id, now + redeemTokenLifetimeMs)).toEqual({ _tag: "Expired" })
    expect(store.get(redeemTokenKey(id))).toBeUndefined()
    expect(findRedeemToken(store, id, now)).toEqual({ _tag: "Missing" })
  })

  it("gives nothing for a missing, malformed or unknown id", () => {
    const store = memoryStore([[redeemTokenKey("abc12345-0000"), "{}"]])
    expect(findRedeemToken(store, null, now)._tag).toBe("Missing")
    expect(findRedeemToken(store, "", now)._tag).toBe("Missing")
    expect(findRedeemToken(store, "../x", now)._tag).toBe("Missing")
    expect(findRedeemToken(store, "zzzzzzzz-1", now)._tag).toBe("Missing")
  })

  it("gives nothing for unparseable data, and cleanup removes it", () => {
    for (const text of [
      "not json",
      "null",
      "[]",
      "{}",
      JSON.stringify({ mobileNumber: "98765", token: "t", timestamp: 1, expiresAt: now * 2 })
    ]) {
      expect(parseRedeemTokenRecord(text)).toBeUndefined()
      const store = memoryStore([[redeemTokenKey("abc12345-0000"), text]])
      expect(findRedeemToken(store, "abc12345-0000", now)).toEqual({ _tag: "Corrupt" })
      expect(cleanupRedeemTokens(store, now)).toBe(1)
      expect(store.keys(redeemTokenPrefix)).toEqual([])
    }
  })

  it("cleanup removes only expired records, and saving cleans up first", () => {
    const store = memoryStore([["other_key", "kept"]])
    saveRedeemToken(store, { mobileNumber: "9876543210", token: "old" }, { now, id: "old00000-1" })
    saveRedeemToken(
      store,
      { mobileNumber: "9876543210", token: "new" },
      { now: now + 10 * 60 * 1000, id: "new00000-1" }
    )
    expect(cleanupRedeemTokens(store, now + redeemTokenLifetimeMs)).toBe(1)
    expect(store.keys(redeemTokenPrefix)).toEqual([redeemTokenKey("new00000-1")])
    expect(store.get("other_key")).toBe("kept")
    saveRedeemToken(
      store,
      { mobileNumber: "9123456780", token: "newer" },
      { now: now + 30 * 60 * 1000, id: "nwr00000-1" }
    )
    expect(store.keys(redeemTokenPrefix)).toEqual([redeemTokenKey("nwr00000-1")])
  })

  it("the memory store records what to write back", () => {
    const store = memoryStore([[redeemTokenKey("gone0000-1"), "x"]])
    saveRedeemToken(store, { mobileNumber: "9876543210", token: "t" }, { now, id: "kept0000-1" })
    const changes = store.changes()
    expect([...changes.removed]).toEqual([redeemTokenKey("gone0000-1")])
    expect([...changes.set.keys()]).toEqual([redeemTokenKey("kept0000-1")])
  })
})

const record = { mobileNumber: "9876543210", token: "t", timestamp: 1000, expiresAt: 2000 }

describe("a redeem token's record: its id, reading it back, finding and cleaning up", () => {
  it("an id is the time in base 36 and two random parts of 8 hex digits", () => {
    expect(newRedeemTokenId(36 ** 3, () => "0123456789abcdef")).toBe("1000-01234567-01234567")
  })
  it("reads only a whole record: 10 digits, a token, two finite times", () => {
    expect(parseRedeemTokenRecord(JSON.stringify(record))).toEqual(record)
    for (const bad of [
      "null",
      "5",
      "{}",
      JSON.stringify({ ...record, mobileNumber: 9876543210 }),
      JSON.stringify({ ...record, mobileNumber: "x9876543210" }),
      JSON.stringify({ ...record, mobileNumber: "98765432101" }),
      JSON.stringify({ ...record, token: 5 }),
      JSON.stringify({ ...record, token: "" }),
      JSON.stringify({ ...record, timestamp: "1000" }),
      JSON.stringify({ ...record, expiresAt: "2000" })
    ]) {
      expect(parseRedeemTokenRecord(bad), bad).toBeUndefined()
    }
  })
  it("looks up only well-formed ids", () => {
    const store = memoryStore([["redeem_token_abcd-1234", JSON.stringify(record)]])
    expect(findRedeemToken(store, "abcd-1234", 1500)).toEqual({
      _tag: "Found",
      mobileNumber: "9876543210",
      token: "t",
      expiresAt: 2000
    })
    const odd = memoryStore([
      ["redeem_token_Xabcd-1234", JSON.stringify(record)],
      ["redeem_token_abcd-1234X", JSON.stringify(record)]
    ])
    expect(findRedeemToken(odd, "Xabcd-1234", 1500)).toEqual({ _tag: "Missing" })
    expect(findRedeemToken(odd, "abcd-1234X", 1500)).toEqual({ _tag: "Missing" })
  })
  it("cleaning up removes expired and unreadable records and records what it removed", () => {
    const store = memoryStore([
      ["redeem_token_keep-0001", JSON.stringify(record)],
      ["redeem_token_gone-0001", JSON.stringify({ ...record, expiresAt: 1000 })],
      ["redeem_token_junk-0001", "junk"]
    ])
    expect(cleanupRedeemTokens(store, 1500)).toBe(2)
    expect([...store.changes().removed].sort()).toEqual(["redeem_token_gone-0001", "redeem_token_junk-0001"])
  })
  it("a key set after being removed is no longer counted removed, and the reverse", () => {
    const store = memoryStore()
    store.remove("a")
    store.set("a", "1")
    store.set("b", "2")
    store.remove("b")
    expect([...store.changes().removed]).toEqual(["b"])
    expect([...store.changes().set.keys()]).toEqual(["a"])
  })
})
