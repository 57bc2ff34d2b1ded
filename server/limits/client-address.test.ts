/** The client address from the socket and X-Forwarded-For (TRUST_PROXY), and the `<count>/<window>` rules. */

import { Option } from "effect"
import { HttpServerRequest } from "effect/http"
import { describe, expect, it } from "vitest"
import {
  clientOf,
  isHttps,
  normalizeAddress,
  noTrustedProxies,
  parseTrustedProxies,
  resolveClient,
  resolveHttps,
  withClientAddress
} from "./client-address.ts"
import { parseRule } from "./rules.ts"

describe("resolveClient", () => {
  const trusted = parseTrustedProxies(["10.0.0.0/8", "192.0.2.1", "fd00::/8"])!

  it("is the socket's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(resolveClient("203.0.113.5", "6.6.6.6", noTrustedProxies)).toBe("203.0.113.5")
    expect(resolveClient("::ffff:127.0.0.1", "6.6.6.6", noTrustedProxies)).toBe("127.0.0.1")
  })

  it("is the socket's address when the peer is not a trusted proxy", () => {
    expect(resolveClient("203.0.113.5", "6.6.6.6", trusted)).toBe("203.0.113.5")
  })

  it("from a trusted proxy: the right-most address that is not a trusted proxy", () => {
    expect(resolveClient("10.1.2.3", "6.6.6.6, 198.51.100.7", trusted)).toBe("198.51.100.7")
    expect(resolveClient("::ffff:10.1.2.3", "6.6.6.6, 198.51.100.7, 10.9.9.9, 192.0.2.1", trusted)).toBe("198.51.100.7")
    expect(resolveClient("fd12::1", "2001:db8::42", trusted)).toBe("2001:db8::42")
  })

  it("from a trusted proxy: the left-most when every hop is trusted, the peer when the header is missing or bad", () => {
    expect(resolveClient("10.0.0.1", "10.0.0.2, 10.0.0.3", trusted)).toBe("10.0.0.2")
    expect(resolveClient("10.0.0.1", undefined, trusted)).toBe("10.0.0.1")
    expect(resolveClient("10.0.0.1", "6.6.6.6, unknown", trusted)).toBe("10.0.0.1")
  })
})

describe("parseTrustedProxies", () => {
  it("takes addresses and CIDRs of both families", () => {
    const list = parseTrustedProxies(["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8"])!
    expect(["127.0.0.1", "10.255.0.1", "::1", "fd00::5"].map(list.contains)).toEqual([true, true, true, true])
    expect(["127.0.0.2", "11.0.0.1", "::2", "fe80::1"].map(list.contains)).toEqual([false, false, false, false])
  })

  it.each([["localhost"], ["10.0.0.0/33"], ["10.0.0.0/8/1"], ["::/129"], ["10.0.0.0/x"]])("refuses %j", (entry) => {
    expect(parseTrustedProxies([entry])).toBeUndefined()
  })

  it("normalises brackets and IPv4-mapped IPv6", () => {
    expect(normalizeAddress("[2001:DB8::1]")).toBe("2001:db8::1")
    expect(normalizeAddress("::ffff:192.0.2.1")).toBe("192.0.2.1")
    expect(normalizeAddress("not an ip")).toBeUndefined()
  })
})

describe("the edges of the address rules", () => {
  const trusted = parseTrustedProxies(["10.0.0.0/8"])!

  it("normalizeAddress: trims, takes brackets only as a pair, unmaps only a whole ::ffff: IPv4", () => {
    expect(normalizeAddress(" 10.0.0.1 ")).toBe("10.0.0.1")
    expect(normalizeAddress("[::1]")).toBe("::1")
    expect(normalizeAddress("[::1")).toBeUndefined()
    expect(normalizeAddress("fe80::1]")).toBeUndefined()
    expect(normalizeAddress("::FFFF:10.0.0.12")).toBe("10.0.0.12")
    expect(normalizeAddress("1::ffff:10.0.0.1")).toBe("1::ffff:10.0.0.1")
    expect(normalizeAddress("::ffff:10.0.0.1x")).toBeUndefined()
    expect(normalizeAddress(undefined)).toBeUndefined()
  })

  it("parseTrustedProxies: trimmed entries, prefixes of 0 to 32 (IPv4) and 0 to 128 (IPv6) in plain digits", () => {
    const list = parseTrustedProxies([" 10.0.0.0/8 ", "192.0.2.1/32", "172.16.0.0/12", "fd00::/64", "2001:db8::1/128"])!
    expect(["10.9.9.9", "192.0.2.1", "172.31.255.255", "fd00::1", "2001:db8::1"].map((a) => list.contains(a))).toEqual([
      true,
      true,
      true,
      true,
      true
    ])
    expect(["192.0.2.2", "172.32.0.1", "fd00:0:0:1::1", "2001:db8::2"].map((a) => list.contains(a))).toEqual([
      false,
      false,
      false,
      false
    ])
    expect(parseTrustedProxies(["0.0.0.0/0"])!.contains("203.0.113.1")).toBe(true)
    for (const entry of ["10.0.0.0/1e1", "10.0.0.0/8e0", "10.0.0.0/0x8", "::/1290"])
      expect(parseTrustedProxies([entry]), entry).toBeUndefined()
  })

  it("a peer that is no IP address is kept as given, never trusted, never https", () => {
    expect(resolveClient("unix-socket", "6.6.6.6", trusted)).toBe("unix-socket")
    expect(resolveClient(undefined, "6.6.6.6", trusted)).toBeUndefined()
    const request = HttpServerRequest.fromWeb(
      new Request("http://example.in/", { headers: { "x-forwarded-proto": "https", "x-forwarded-for": "6.6.6.6" } })
    )
    expect(resolveHttps(request, undefined, trusted)).toBe(false)
    expect(resolveHttps(request, "not an ip", trusted)).toBe(false)
    expect(resolveHttps(request, "10.0.0.1", trusted)).toBe(true)
  })

  it("withClientAddress: the client as remoteAddress, the peer kept, the scheme named http or https", () => {
    const request = HttpServerRequest.fromWeb(
      new Request("http://example.in/", { headers: { "x-forwarded-for": "198.51.100.7" } })
    ).modify({ remoteAddress: Option.some("10.0.0.1") })
    const behind = withClientAddress(request, trusted)
    expect([Option.getOrUndefined(behind.remoteAddress), Option.getOrUndefined(behind.peerAddress)]).toEqual([
      "198.51.100.7",
      "10.0.0.1"
    ])
    expect(behind.protocol).toBe("http")
    expect([clientOf(behind), isHttps(behind)]).toEqual(["198.51.100.7", false])
    const secure = withClientAddress(HttpServerRequest.fromWeb(new Request("https://example.in/")), trusted)
    expect(secure.protocol).toBe("https")
    expect([clientOf(secure), isHttps(secure)]).toEqual(["unknown", true])
  })
})

describe("parseRule", () => {
  it.each([
    ["20/1h", { max: 20, windowSeconds: 3600 }],
    ["20/h", { max: 20, windowSeconds: 3600 }],
    ["120/1m", { max: 120, windowSeconds: 60 }],
    ["10/90s", { max: 10, windowSeconds: 90 }],
    [" 5 / 15m ", { max: 5, windowSeconds: 900 }],
    ["100/1d", { max: 100, windowSeconds: 86_400 }]
  ])("reads %j", (text, rule) => {
    expect(parseRule(text)).toEqual(rule)
  })

  it.each([["0/1h"], ["20"], ["20/0h"], ["20/1w"], ["-1/1h"], ["a/1h"]])("refuses %j", (text) => {
    expect(parseRule(text)).toBeUndefined()
  })
})
