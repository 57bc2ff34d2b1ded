import { Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { type ShareData, shareWith } from "./web-share.ts"

const data: ShareData = {
  title: "Refer & Earn",
  text: "Refer a friend.",
  url: "https://arthika.example/refer-and-earn"
}

/** The failure's tag, or "shared". */
const outcome = async (nav: Parameters<typeof shareWith>[0]) => {
  const exit = await Effect.runPromiseExit(shareWith(nav, data))
  if (Exit.isSuccess(exit)) return "shared"
  const failure = exit.cause.reasons.find((r) => r._tag === "Fail") as { error: { _tag: string } } | undefined
  return failure?.error._tag
}

describe("WebShare", () => {
  it("calls navigator.share with the title, text and address", async () => {
    const shared: Array<ShareData> = []
    expect(await outcome({ share: async (d) => void shared.push(d), canShare: () => true })).toBe("shared")
    expect(shared).toEqual([data])
  })

  it("is unavailable without navigator.share, or when canShare says no", async () => {
    expect(await outcome(undefined)).toBe("ShareUnavailable")
    expect(await outcome({})).toBe("ShareUnavailable")
    let called = false
    expect(
      await outcome({
        share: async () => {
          called = true
        },
        canShare: () => false
      })
    ).toBe("ShareUnavailable")
    expect(called).toBe(false)
  })

  it("is cancelled when the person closes the sheet (AbortError), unavailable when it fails otherwise", async () => {
    expect(await outcome({ share: () => Promise.reject(new DOMException("Share canceled", "AbortError")) })).toBe(
      "ShareCancelled"
    )
    expect(await outcome({ share: () => Promise.reject(new DOMException("No activation", "NotAllowedError")) })).toBe(
      "ShareUnavailable"
    )
  })
})
