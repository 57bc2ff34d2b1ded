/**
 * The flow viewer at /flows: refused by the default production server and absent from its build; with FLOWS=1
 * (a server started here on its own build, as `FLOWS=1 npm start` does) it lists every machine, draws its
 * statechart, copies the config the Stately editor imports (the same as docs/flows/), and follows the actor of a
 * page used in another tab: its state and last event light up, and no typed value leaves the page.
 */

import { rmSync } from "node:fs"
import * as path from "node:path"
import { expect, type Page, test } from "@playwright/test"
import { loadMachines, renderFlows } from "../scripts/flows.ts"
import { buildIfStale } from "../server/build.ts"
import { type RunningServer, startServer } from "../server/main.ts"
import { expectNoAxeViolations } from "./axe.ts"
import { timeFor } from "./time.ts"

const e2ePort = Number(process.env.E2E_PORT ?? 4321)

/** Counts the BroadcastChannels a page opens (the live inspector's way out). */
const countChannels = (page: Page) =>
  page.addInitScript(() => {
    const Native = BroadcastChannel
    ;(globalThis as { channelsOpened?: number }).channelsOpened = 0
    globalThis.BroadcastChannel = class extends Native {
      constructor(name: string) {
        super(name)
        ;(globalThis as { channelsOpened?: number }).channelsOpened! += 1
      }
    }
  })

test.describe("without FLOWS (the default production server)", () => {
  test("/flows is a 404, the build has no viewer, and no page opens a channel to one", async ({ page, request }) => {
    const answer = await request.get("/flows")
    expect(answer.status()).toBe(404)
    expect((await request.get("/flows?machine=enquiry")).status()).toBe(404)
    const index = await (await request.get("/")).text()
    expect(index).not.toContain('<meta name="flows"')

    await countChannels(page)
    await page.goto("/resources/apply-now")
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Asha Rao")
    await page.getByRole("button", { name: "Submit" }).click()
    expect(await page.evaluate(() => (globalThis as { channelsOpened?: number }).channelsOpened)).toBe(0)
  })
})

test.describe("with FLOWS=1", () => {
  test.describe.configure({ mode: "serial" })
  let server: RunningServer
  const dataDir = path.resolve(`.tmp/e2e-data-${e2ePort}-flows`)
  const distDir = path.resolve(`.tmp/e2e-dist-${e2ePort}-flows`)

  test.beforeAll(async () => {
    test.setTimeout(timeFor(240_000))
    const previous = process.env.FLOWS
    process.env.FLOWS = "1"
    try {
      expect(buildIfStale(undefined, undefined, distDir)).toBe(true)
    } finally {
      if (previous === undefined) delete process.env.FLOWS
      else process.env.FLOWS = previous
    }
    rmSync(dataDir, { recursive: true, force: true })
    server = await startServer({ port: 0, host: "127.0.0.1", dataDir, distDir, requestLog: false, flows: true })
  })

  test.afterAll(async () => {
    await server?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  test("lists every machine and draws each one's statechart and transitions", async ({ page }) => {
    // It lays out every machine's statechart (elkjs) and opens each one in turn: far more than one screen's test.
    test.setTimeout(timeFor(90_000))
    const machines = [...(await loadMachines()).values()].map((m) => m.machine)
    const { files } = await renderFlows()
    const unescapeXml = (t: string) =>
      t
        .replace(/&lt;/gu, "<")
        .replace(/&gt;/gu, ">")
        .replace(/&quot;/gu, '"')
        .replace(/&amp;/gu, "&")
    const all = (text: string, re: RegExp) => [...text.matchAll(re)].map((m) => unescapeXml(m[1]!))
    await page.goto(`${server.url}/flows`)
    await expect(page.getByRole("heading", { level: 1, name: "Flows" })).toBeVisible()
    const list = page.getByRole("navigation", { name: "Machines" })
    await expect(list.getByRole("link")).toHaveText(machines.map((m) => m.id).sort((a, b) => a.localeCompare(b)))
    await expectNoAxeViolations(page)

    for (const machine of machines) {
      await list.getByRole("link", { name: machine.id, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/flows\\?machine=${machine.id}$`, "u"))
      await expect(page.getByRole("heading", { level: 2, name: machine.id, exact: true })).toBeVisible()
      const chart = page.getByRole("img", { name: `Statechart of the ${machine.id} machine` })
      await expect(chart).toBeVisible()
      // The drawing is the one `npm run flows` writes: the same states, arrows and words.
      const expected = files.get(`${machine.id}.svg`)!
      const drawn = await chart.evaluate((svg) => ({
        states: [...svg.querySelectorAll("g[data-state]")].map((g) => g.getAttribute("data-state")),
        arrows: [...svg.querySelectorAll("g[data-transition]")].map((g) => g.getAttribute("data-transition")),
        texts: [...svg.querySelectorAll("text")].map((t) => t.textContent),
        // ELK lays the machine out in the browser as it does in Node: the same boxes and lines, to the decimal.
        shapes: [...svg.querySelectorAll("rect, path")].map((e) =>
          e.tagName === "path"
            ? e.getAttribute("d")
            : ["x", "y", "width", "height"].map((a) => e.getAttribute(a)).join()
        ),
        active: svg.querySelectorAll("[data-active], [data-taken]").length
      }))
      expect(drawn).toEqual({
        states: all(expected, /<g data-state="([^"]+)"/gu),
        arrows: all(expected, /<g data-transition="([^"]+)"/gu),
        texts: all(expected, /<text[^>]*>([^<]*)<\/text>/gu),
        shapes: [...expected.matchAll(/<(rect|path) ([^>]*)>/gu)].map(([, tag, attributes]) => {
          const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, "u").exec(` ${attributes}`)?.[1]
          return tag === "path" ? attribute("d") : ["x", "y", "width", "height"].map(attribute).join()
        }),
        active: 0
      })
      const table = page.getByRole("table")
      await expect(table.getByRole("row")).toHaveCount(1 + new Set(all(expected, /data-transition="([^"]+)"/gu)).size)
    }
  })

  test("loads the layout engine only with the viewer, after the site's own pages", async ({ page }) => {
    const requested: Array<string> = []
    page.on("request", (r) => requested.push(new URL(r.url()).pathname))
    await page.goto(`${server.url}/`)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await page.waitForLoadState("networkidle", { timeout: 5_000 })
    expect(requested.filter((p) => p.includes("elk"))).toEqual([])
    await page.goto(`${server.url}/flows?machine=enquiry`)
    await expect(page.getByRole("img", { name: "Statechart of the enquiry machine" })).toBeVisible()
    expect(requested.filter((p) => /^\/assets\/elk\.bundled-[\w-]+\.js$/u.test(p))).toHaveLength(1)
  })

  test("copies the config that the Stately editor imports, as `npm run flows` writes it", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.goto(`${server.url}/flows?machine=enquiry`)
    await page.getByRole("button", { name: "Copy for Stately" }).click()
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied.startsWith("createMachine({")).toBe(true)
    const { files } = await renderFlows()
    expect(JSON.parse(copied.slice("createMachine(".length, -1))).toEqual(JSON.parse(files.get("enquiry.json")!))
    await expect(page.getByRole("link", { name: "Download JSON" })).toHaveAttribute("download", "enquiry.json")
    await expect(page.getByRole("link", { name: "Download SVG" })).toHaveAttribute("download", "enquiry.svg")
  })

  test("follows the enquiry form used in another tab: state and last event light up, typed values stay in the page", async ({
    context
  }) => {
    const viewer = await context.newPage()
    await viewer.goto(`${server.url}/flows?machine=enquiry`)
    await viewer.getByRole("checkbox", { name: "Follow live" }).check()
    await expect(viewer).toHaveURL(/\/flows\?machine=enquiry&live=1$/u)
    await expect(viewer.getByText(/Waiting for a enquiry actor/u)).toBeVisible()
    // Everything the inspector posts, as the viewer receives it.
    await viewer.evaluate(() => {
      const seen: Array<unknown> = []
      ;(globalThis as { seen?: Array<unknown> }).seen = seen
      new BroadcastChannel("loan-marketplace-flows").onmessage = (e) => seen.push(e.data)
    })

    const site = await context.newPage()
    await site.goto(`${server.url}/resources/apply-now`)
    await viewer.bringToFront()
    await expect(viewer.getByTestId("live-state")).toHaveText("editing")
    const chart = viewer.getByRole("img", { name: "Statechart of the enquiry machine" })
    await expect(chart.locator('g[data-state="enquiry.editing"]')).toHaveAttribute("data-active", "true")
    await expect(viewer.getByRole("link", { name: /enquiry\s*1 live/u })).toBeVisible()

    // An invalid submit: the internal transition lights up.
    await site.getByRole("textbox", { name: "Name", exact: true }).fill("Asha Rao")
    await site.getByRole("textbox", { name: "Location", exact: true }).fill("Pune")
    await site.getByRole("button", { name: "Submit" }).click()
    await expect(viewer.getByTestId("live-event")).toHaveText("Submit")
    await expect(chart.locator('text[data-transition="enquiry.editing#Submit#1"]')).toHaveAttribute(
      "font-weight",
      "700"
    )
    await expectNoAxeViolations(viewer)

    // A valid one: submitting, then the server's answer.
    await site.getByRole("textbox", { name: "Mobile Number", exact: true }).fill("9876543210")
    await site.getByText(/I agree to the Privacy Policy/u).click()
    await site.getByRole("button", { name: "Submit" }).click()
    await expect(site.getByRole("dialog", { name: "Submitted Successfully" })).toBeVisible()
    await expect(viewer.getByTestId("live-state")).toHaveText("submitted")
    await expect(viewer.getByTestId("live-event")).toHaveText("xstate.done.actor.submitEnquiry")
    await expect(chart.locator('g[data-state="enquiry.submitted"]')).toHaveAttribute("data-active", "true")
    await expect(
      chart.locator('g[data-transition="enquiry.submitting#xstate.done.actor.submitEnquiry#0"]')
    ).toHaveAttribute("data-taken", "true")
    await expect(
      viewer.getByRole("list").filter({ hasText: "xstate.done.actor.submitEnquiry" }).getByRole("listitem").first()
    ).toContainText("submitted")

    const seen = JSON.stringify(await viewer.evaluate(() => (globalThis as { seen?: Array<unknown> }).seen))
    expect(seen).toContain('"machine":"enquiry"')
    for (const typed of ["Asha", "Pune", "9876543210"]) expect(seen).not.toContain(typed)

    // The page closes: the actor is gone from the viewer.
    await site.close()
    await expect(viewer.getByText(/Waiting for a enquiry actor/u)).toBeVisible()
  })
})
