// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { recordEarlyEvents, stopRecordingEarlyEvents } from "../../ui/early-events.ts"
import { takePendingPress, whenUsed } from "./when-used.ts"

/** A hydrating calculator page: #root with data-path, the select's trigger inside the calculator, a link outside. */
const page = () => {
  document.body.innerHTML =
    '<div id="root" data-path="/resources/emi-calculator"><a href="/x" id="outside">x</a>' +
    '<div class="calc"><input id="amount" /><div class="calc-select"><button id="trigger">Personal Loan</button></div></div></div>'
  return (id: string) => document.getElementById(id)!
}

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => {
    done = true
  })
  await vi.advanceTimersByTimeAsync(50)
  return done
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal("requestAnimationFrame", (f: FrameRequestCallback) => setTimeout(() => f(0), 16))
})
afterEach(() => {
  stopRecordingEarlyEvents()
  takePendingPress()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe("a control that loads when the calculator is used", () => {
  it("waits while nobody has touched the calculator", async () => {
    page()
    recordEarlyEvents()
    expect(await settled(whenUsed(".calc-select", ".calc"))).toBe(false)
  })

  it("loads on a press made before its code asked, and the press is replayed once", async () => {
    const el = page()
    recordEarlyEvents()
    el("trigger").dispatchEvent(new Event("pointerdown", { bubbles: true }))
    expect(await settled(whenUsed(".calc-select", ".calc"))).toBe(true)
    expect(takePendingPress()).toBe(true)
    expect(takePendingPress()).toBe(false)
  })

  it("loads on an earlier focus elsewhere in the calculator, with no press to replay", async () => {
    const el = page()
    recordEarlyEvents()
    el("amount").dispatchEvent(new Event("focusin", { bubbles: true }))
    expect(await settled(whenUsed(".calc-select", ".calc"))).toBe(true)
    expect(takePendingPress()).toBe(false)
  })

  it("keeps waiting after a press outside the calculator, or after the person navigated", async () => {
    const el = page()
    recordEarlyEvents()
    el("outside").dispatchEvent(new Event("pointerdown", { bubbles: true }))
    expect(await settled(whenUsed(".calc-select", ".calc"))).toBe(false)
    dispatchEvent(new Event("pushState"))
    el("trigger").dispatchEvent(new Event("pointerdown", { bubbles: true }))
    page()
    // A new page: what happened before the navigation is forgotten.
    expect(await settled(whenUsed(".calc-select", ".calc"))).toBe(false)
  })
})
