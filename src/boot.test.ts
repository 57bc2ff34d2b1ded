// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest"

/** A prerendered form being hydrated (#root with data-path), and the boot script run on it, as the page runs it. */
const page = async ({ prerendered = true } = {}) => {
  document.body.innerHTML =
    `<div id="root"${prerendered ? ' data-path="/resources/apply-now"' : ""}><form id="form">` +
    '<input id="name" /><input id="mobile" type="tel" /><input id="agree" type="checkbox" />' +
    '<select id="loan"><option>Personal Loan</option><option>Home Loan</option></select>' +
    '<button id="send" type="submit">Submit</button></form></div>'
  // No entry named: the script records and asks for nothing.
  const script = document.createElement("script")
  Object.defineProperty(document, "currentScript", { value: script, configurable: true })
  vi.resetModules()
  // @ts-expect-error: a plain script (no import or export), run afresh for each page
  await import("./boot.ts")
  const boot = (globalThis as { __bootEvents?: { handOver: () => void; stop: () => void } }).__bootEvents!
  return { $: <T extends HTMLElement>(id: string) => document.getElementById(id) as T, handOver: boot.handOver }
}

/** Types into a field as the browser does before the app listens: the value changes, then an input event. */
const typeInto = (field: HTMLInputElement | HTMLSelectElement, value: string, type = "input") => {
  field.value = value
  field.dispatchEvent(new Event(type, { bubbles: true }))
}

/** The input and change events that reach the app's handlers from now on, with the field's value then. */
const listen = () => {
  const seen: Array<string> = []
  for (const type of ["input", "change"])
    document.addEventListener(type, (e) => {
      const t = e.target as HTMLInputElement
      seen.push(`${type} ${t.id}=${t.value}`)
    })
  return seen
}

afterEach(() => {
  document.body.innerHTML = ""
  delete (globalThis as { __bootEvents?: unknown }).__bootEvents
})

describe("what is done on a prerendered page before the app has hydrated", () => {
  it("typed text is announced to the app, field by field, with the last value typed", async () => {
    const { $, handOver } = await page()
    typeInto($("name"), "Ravi")
    typeInto($("name"), "Ravi Kumar")
    typeInto($("mobile"), "98765")
    const seen = listen()
    handOver()
    expect(seen).toEqual(["input name=Ravi Kumar", "input mobile=98765"])
    expect($<HTMLInputElement>("name").value).toBe("Ravi Kumar")
  })

  it("a select's choice is announced as a change, as the browser does", async () => {
    const { $, handOver } = await page()
    typeInto($("loan"), "Home Loan", "change")
    const seen = listen()
    handOver()
    expect(seen).toEqual(["change loan=Home Loan"])
  })

  it("a box ticked is announced as the click the app reads it from, and stays ticked", async () => {
    const { $, handOver } = await page()
    $<HTMLInputElement>("agree").click()
    const clicks: Array<boolean> = []
    document.addEventListener("click", (e) => clicks.push((e.target as HTMLInputElement).checked))
    handOver()
    expect(clicks).toEqual([true])
    expect($<HTMLInputElement>("agree").checked).toBe(true)
  })

  it("a field no longer on the page is forgotten", async () => {
    const { $, handOver } = await page()
    typeInto($("mobile"), "98765")
    $("mobile").remove()
    const seen = listen()
    handOver()
    expect(seen).toEqual([])
  })

  it("is handed over once: afterwards the app has every event itself", async () => {
    const { $, handOver } = await page()
    typeInto($("name"), "Ravi")
    handOver()
    typeInto($("name"), "Ravi K")
    const seen = listen()
    handOver()
    expect(seen).toEqual([])
  })

  it("a form sent is held back, then sent again by the same button once the app has hydrated", async () => {
    const { $, handOver } = await page()
    const sent: Array<{ prevented: boolean; by: string | undefined }> = []
    // The app's own handler listens below the document, as React's does on the root.
    $("root").addEventListener("submit", (e) => {
      sent.push({ prevented: e.defaultPrevented, by: (e as SubmitEvent).submitter?.id })
      e.preventDefault()
    })
    $("send").click()
    expect(sent).toEqual([{ prevented: true, by: "send" }])
    sent.length = 0
    handOver()
    expect(sent).toEqual([{ prevented: false, by: "send" }])
  })

  it("nothing is recorded on a page rendered afresh (no prerendered HTML to type into)", async () => {
    const { $, handOver } = await page({ prerendered: false })
    typeInto($("name"), "Ravi")
    const seen = listen()
    handOver()
    expect(seen).toEqual([])
  })
})
