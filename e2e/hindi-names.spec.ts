/**
 * Names and places written in Devanagari on the Hindi pages (spec section 5: letters, spaces, apostrophes and
 * hyphens; letters of Indian scripts are letters): the apply form and the contact form take "रवि कुमार" and "पुणे"
 * without a field message, where they used to say "केवल अंग्रेज़ी अक्षर (A-Z)". Submits are stopped by another field
 * (a wrong mobile, the consent box), so nothing is sent.
 */
import { expect, type Page, test } from "@playwright/test"

const lettersRule = /में केवल (अंग्रेज़ी )?अक्षर/u
const mobileStart = "मोबाइल नंबर 6, 7, 8 या 9 से शुरू होना चाहिए"
const consent = "जारी रखने के लिए कृपया गोपनीयता नीति से सहमति दें।"

/** Opens a page and waits until it has hydrated: typing into the prerendered HTML before that is lost. */
const open = async (page: Page, path: string) => {
  await page.goto(path)
  await expect(page.locator("html[data-app=started]")).toBeAttached({ timeout: 15_000 })
  // The form's own chunk hydrates when it arrives: wait for the network's quiet moment.
  await page.waitForLoadState("networkidle")
}

test("/hi/apply: रवि कुमार of पुणे gets no message for the name or the location", async ({ page }) => {
  let posted = 0
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/api/loan-enquiries")) posted++
  })
  await open(page, "/hi/apply?loanType=Home%20Loan")
  const name = page.getByRole("textbox", { name: "नाम", exact: true })
  const location = page.getByRole("textbox", { name: "स्थान", exact: true })
  await name.fill("रवि कुमार")
  await location.fill("पुणे")
  await page.getByRole("textbox", { name: "मोबाइल नंबर", exact: true }).fill("5876543210")
  await page.getByRole("button", { name: "जमा करें", exact: true }).click()
  // The submit was tried: the mobile's message shows, the name's and the location's do not.
  await expect(page.getByText(mobileStart, { exact: true })).toBeVisible()
  await expect(page.getByText(lettersRule)).toHaveCount(0)
  await expect(name).not.toHaveAttribute("aria-invalid", "true")
  await expect(location).not.toHaveAttribute("aria-invalid", "true")
  await expect(name).toHaveValue("रवि कुमार")
  await expect(location).toHaveValue("पुणे")
  expect(posted).toBe(0)
})

test("/hi/apply: a digit in the location is still refused, in Hindi", async ({ page }) => {
  await open(page, "/hi/apply?loanType=Home%20Loan")
  await page.getByRole("textbox", { name: "स्थान", exact: true }).fill("पुणे 4")
  await expect(
    page.getByText("स्थान में केवल अक्षर (अंग्रेज़ी या किसी भारतीय लिपि के), स्पेस, एपॉस्ट्रॉफ़ी (') और हाइफ़न (-) ही हो सकते हैं।", {
      exact: true
    })
  ).toBeVisible()
})

test("/hi/contact: रवि कुमार gets no message for the name", async ({ page }) => {
  await open(page, "/hi/contact")
  const name = page.getByRole("textbox", { name: "नाम", exact: true })
  await name.fill("रवि कुमार")
  await page.getByRole("button", { name: "संदेश भेजें" }).click()
  await expect(page.getByText(consent, { exact: true })).toBeVisible()
  await expect(name).not.toHaveAttribute("aria-invalid", "true")
  await expect(page.getByText(/अपने नाम|में केवल/u)).toHaveCount(0)
  await expect(name).toHaveValue("रवि कुमार")
})
