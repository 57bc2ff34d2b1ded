import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { sendPageView } from "./pageview.ts"

const calls: Array<[string, RequestInit]> = []
const fakeFetch = (async (url: string, init: RequestInit) => {
  calls.push([url, init])
  return new Response(null, { status: 204 })
}) as unknown as typeof fetch

describe("page views from the browser", () => {
  beforeEach(() => {
    calls.length = 0
    vi.stubGlobal("navigator", { doNotTrack: null })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it("posts the route id and the pathname as JSON with keepalive, never the query", () => {
    expect(sendPageView("status", "/application-status?trackingId=K7QMX-3P9TD", fakeFetch)).toBe(true)
    expect(calls).toHaveLength(1)
    const [url, init] = calls[0]!
    expect(url).toBe("/api/analytics/pageview")
    expect(init).toMatchObject({
      method: "POST",
      keepalive: true,
      credentials: "omit",
      headers: { "content-type": "application/json" }
    })
    expect(JSON.parse(String(init.body))).toEqual({ route: "status", path: "/application-status" })
  })

  it("counts the same view once within a second, and again later", () => {
    vi.useFakeTimers()
    sendPageView("faqs", "/faqs", fakeFetch)
    sendPageView("faqs", "/faqs", fakeFetch)
    expect(calls).toHaveLength(1)
    sendPageView("about", "/about", fakeFetch)
    vi.advanceTimersByTime(1500)
    sendPageView("about", "/about", fakeFetch)
    expect(calls.map(([, init]) => JSON.parse(String(init.body)).route)).toEqual(["faqs", "about", "about"])
  })

  it("sends nothing with Do Not Track or Global Privacy Control, or for a bad route", () => {
    vi.stubGlobal("navigator", { doNotTrack: "1" })
    expect(sendPageView("home", "/", fakeFetch)).toBe(false)
    vi.stubGlobal("navigator", { globalPrivacyControl: true })
    expect(sendPageView("home", "/", fakeFetch)).toBe(false)
    vi.stubGlobal("navigator", {})
    expect(sendPageView("Not A Route", "/", fakeFetch)).toBe(false)
    expect(calls).toEqual([])
  })

  it("never throws when fetch fails", async () => {
    const failing = (() => Promise.reject(new Error("offline"))) as unknown as typeof fetch
    expect(sendPageView("contact", "/contact", failing)).toBe(true)
    const throwing = (() => {
      throw new Error("blocked")
    }) as unknown as typeof fetch
    expect(sendPageView("blogs", "/resources/blogs", throwing)).toBe(true)
  })
})
