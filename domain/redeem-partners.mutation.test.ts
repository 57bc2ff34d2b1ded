/**
 * Redeem-token records and partner names at their edges: written to kill the mutants StrykerJS left alive in
 * domain/redeem-token.ts and domain/partners.ts (docs/benchmarks.md, "Mutation testing"). Values written out.
 */
import { describe, expect, it } from "vitest"
import { lettermarkOf, partnerNameFromFileName } from "./partners.ts"
import {
  cleanupRedeemTokens,
  findRedeemToken,
  memoryStore,
  newRedeemTokenId,
  parseRedeemTokenRecord
} from "./redeem-token.ts"

const record = { mobileNumber: "9876543210", token: "t", timestamp: 1000, expiresAt: 2000 }

describe("redeem-token records", () => {
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

describe("partner names", () => {
  it.each([
    ["logos/HDFCBank.svg", "HDFC"],
    ["AUSmallFinanceBank.svg", "AU Small Finance"],
    ["kotak_mahindra--bank.png", "kotak mahindra bank"],
    ["Axis  Bank.svg", "Axis"],
    ["Axis.Bank.svg", "Axis.Bank"],
    ["ABCDBank", "ABCD"],
    ["ICICIBankLtd.svg", "ICICI Bank Ltd"]
  ])("%s is %s", (file, name) => {
    expect(partnerNameFromFileName(file)).toBe(name)
  })
  it.each([
    ["State Bank Of India", "SBI"],
    ["The Jammu And Kashmir Bank", "JKB"],
    ["Tata & Sons Finance", "TSF"],
    ["Kotak  Mahindra", "KM"],
    [" Axis", "AX"],
    ["HDFC", "HDFC"],
    ["HDFCX1", "HD"],
    ["AU Small Finance", "AU"],
    ["ABCDEF Small", "AS"]
  ])("the lettermark of %j is %s", (name, letters) => {
    expect(lettermarkOf(name)).toBe(letters)
  })
})
