/**
 * The enquiry machine's generated paths (model-tests/enquiry.model.ts, the plain form; a few paths that together
 * reach every state and take every transition) driven on the real apply page: each event becomes a person's typing
 * and clicking, the server's answer is the real server's (or a failed connection), and after every step the page
 * shows what the state says.
 */
import { expect, type Page, test } from "@playwright/test"
import type { EnquiryField } from "../domain/enquiry.ts"
import { enquiryMessages } from "../machines/enquiry.machine.ts"
import { models } from "../model-tests/enquiry.model.ts"
import { coveringPaths } from "../model-tests/harness.ts"
import { drivePath, type PageDriver, pathName, unmapped } from "./flows-driver.ts"

const model = models.find((m) => m.name === "enquiry")!
const paths = coveringPaths(model)

type Mode = "Self" | "Referral"
const labels: Record<Mode, Partial<Record<EnquiryField, string>>> = {
  Self: { name: "Name", location: "Location", email: "Email (optional)", mobile: "Mobile Number" },
  Referral: {
    referrerName: "Your Name",
    referrerLocation: "Your Location",
    referrerEmail: "Your Email",
    referrerMobile: "Your Mobile Number",
    name: "Friend's Name",
    email: "Friend's Email (optional)",
    location: "Friend's Location",
    mobile: "Friend's Mobile Number"
  }
}

const modeOf = (context: unknown): Mode => (context as { mode?: Mode } | undefined)?.mode ?? "Self"
const submit = (page: Page) => page.getByRole("button", { name: /^Submit(ting\.\.\.)?$/u })
const field = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true })
/** The contact question: its ways by name, in the order shown. */
const ways = { call: "Call", sms: "SMS", whatsapp: "WhatsApp", email: "E-mail" } as const
const contact = (page: Page) => page.locator(".contact-pref")

const driver: PageDriver = {
  url: "/resources/apply-now",
  hold: (request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/loan-enquiries",
  actions: {
    "Edit field": async (event: { field: EnquiryField; value: string }, { page, before }) => {
      const label = labels[modeOf(before?.context)][event.field]
      expect(label, `a field for ${event.field}`).toBeDefined()
      await field(page, label!).fill(event.value)
    },
    "Switch to self": async (_, { page }) => {
      await page.getByRole("radiogroup", { name: "Application type" }).getByText("Self", { exact: true }).click()
    },
    "Switch to referral": async (_, { page }) => {
      await page.getByRole("radiogroup", { name: "Application type" }).getByText("Referral", { exact: true }).click()
    },
    "Choose loan type": async (event: { loanType: string }, { page }) => {
      await page
        .getByRole("navigation", { name: "Loan types" })
        .getByRole("button", { name: event.loanType, exact: true })
        .click()
    },
    // The consent box (issue 14): clicked when it is not as the event wants it.
    "Set consent": async (event: { agreed: boolean }, { page }) => {
      const box = page.getByRole("checkbox", { name: /I agree to the Privacy Policy/u })
      if ((await box.isChecked()) !== event.agreed) await page.getByText(/I agree to the Privacy Policy/u).click()
      await expect(box).toBeChecked({ checked: event.agreed })
    },
    // Pressed unless it already is (then the preference already has no call and the event changes nothing).
    "Message me, don't call": async (_, { page }) => {
      const toggle = contact(page).getByRole("button", { name: /^Message (me|them), don't call$/u })
      if ((await toggle.getAttribute("aria-pressed")) !== "true") await toggle.click()
      await expect(toggle).toHaveAttribute("aria-pressed", "true")
    },
    "Set contact channels": async (event: { channels: ReadonlyArray<keyof typeof ways> }, { page }) => {
      for (const [channel, name] of Object.entries(ways)) {
        const box = contact(page).getByRole("checkbox", { name, exact: true })
        const wanted = event.channels.includes(channel as keyof typeof ways)
        if ((await box.isChecked()) !== wanted) await contact(page).getByText(name, { exact: true }).click()
        await expect(box).toBeChecked({ checked: wanted })
      }
    },
    // The two selects, shown while a call is ticked (without one, the window is kept and not shown).
    "Set call window": async (event: { callFrom: number; callTo: number }, { page }) => {
      const from = contact(page).getByRole("combobox", { name: /Call (me|them) from/u })
      if ((await from.count()) === 0) return
      for (const [select, hour] of [
        [from, event.callFrom],
        [contact(page).getByRole("combobox", { name: /Call (me|them) until/u }), event.callTo]
      ] as const) {
        await select.selectOption({ label: `${String(hour).padStart(2, "0")}:00` })
        await expect(select).toHaveValue(String(hour))
      }
    },
    Submit: async (_, { page }) => {
      await submit(page).click()
    },
    Done: async (_, { page }) => {
      await page.getByRole("dialog", { name: "Submitted Successfully" }).getByRole("button", { name: "Done" }).click()
    },
    // The real server answers.
    "xstate.done.actor.submitEnquiry": async (_, { held }) => {
      await (await held.next()).continue()
    },
    // The connection fails.
    "xstate.error.actor.submitEnquiry": async (_, { held }) => {
      await (await held.next()).abort("failed")
    }
  },
  shows: {
    editing: async (step, { page }) => {
      await expect(submit(page)).toHaveText("Submit")
      await expect(submit(page)).toBeEnabled()
      await expect(page.getByRole("radio", { name: modeOf(step.context) })).toBeChecked()
      await expect(page.getByRole("dialog")).toHaveCount(0)
      for (const label of Object.values(labels[modeOf(step.context)])) await expect(field(page, label)).toBeEditable()
    },
    submitting: async (step, { page }) => {
      await expect(submit(page)).toHaveText("Submitting...")
      await expect(submit(page)).toBeDisabled()
      for (const label of Object.values(labels[modeOf(step.context)])) await expect(field(page, label)).toBeDisabled()
    },
    submitted: async (_, { page }) => {
      const dialog = page.getByRole("dialog", { name: "Submitted Successfully" })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByTestId("tracking-id")).toHaveText(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/u)
    },
    done: async (_, { page }) => {
      await expect(page).toHaveURL(/\/$/u)
      await expect(page.getByRole("dialog")).toHaveCount(0)
    }
  },
  after: {
    // Submitting an invalid form shows a message on each invalid field.
    Submit: async (step, { page }) => {
      if (step.value !== "editing") return
      const invalid = (step.context as { invalid: number }).invalid
      // The ways to be contacted are one answer: their boxes count once.
      const marked = () =>
        page
          .locator("input[aria-invalid=true]")
          .evaluateAll(
            (inputs) => new Set(inputs.map((input) => input.closest(".contact-pref__channels") ?? input)).size
          )
      await expect.poll(marked).toBe(invalid)
    },
    "Choose loan type": async (step, { page }) => {
      const chosen = (step.event as unknown as { loanType: string }).loanType
      await expect(page.getByRole("heading", { level: 1, name: `Apply For ${chosen}` })).toBeVisible()
    },
    "xstate.error.actor.submitEnquiry": async (_, { page }) => {
      await expect(page.getByText(enquiryMessages.network)).toBeVisible()
    }
  }
}

test.describe("enquiry paths from the statechart, on the real apply page", () => {
  test("the driver has a person's action for every event and a check for every state on the paths", () => {
    expect(paths.length).toBeGreaterThan(0)
    expect(unmapped(driver, paths)).toEqual([])
  })

  for (const [i, path] of paths.entries()) {
    test(`path ${i + 1}: ${pathName(path)}`, async ({ page }) => {
      await drivePath(page, driver, path)
    })
  }
})
