/**
 * A mobile number pasted or typed as people write it: "+91 98765 01234", "+919876501234", "91 98765 01234",
 * "098765 01234" and "98765-01234" are all 9876501234 on every mobile field (apply Self and Referral, credit score,
 * redeem, referral landing, grievance form and look-up, My data, contact), through a real clipboard paste (which an
 * HTML maxlength would cut) and key by key; and the form sends the 10 digits. The spec's messages (section 5) still
 * apply to what remains.
 */
import { expect, type Locator, type Page, test } from "@playwright/test"

const habits = ["+91 98765 01234", "+919876501234", "91 98765 01234", "098765 01234", "98765-01234"] as const
const tenDigits = "Mobile number must be 10 digits"

/** Pastes `text` into a field as a person does: the clipboard and the paste shortcut, into an emptied field. */
const paste = async (page: Page, field: Locator, text: string) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"])
  await page.evaluate((t) => navigator.clipboard.writeText(t), text)
  await field.fill("")
  await field.focus()
  await page.keyboard.press("ControlOrMeta+V")
}

/** Types `text` key by key into an emptied field. */
const type = async (field: Locator, text: string) => {
  await field.fill("")
  await field.pressSequentially(text)
}

interface MobileField {
  readonly name: string
  readonly url: string
  /** Gets the page ready (e.g. Referral chosen) and answers the field and where its message would show. */
  readonly open: (page: Page) => Promise<{ field: Locator; form: Locator }>
  /** The spec's message for a phone that is not 10 digits on this form. */
  readonly message?: string
}

const byLabel = (label: string) => async (page: Page) => ({
  field: page.getByRole("textbox", { name: label, exact: true }),
  form: page.locator("main")
})

const inRegion = (region: string) => async (page: Page) => {
  const form = page.getByRole("region", { name: region })
  return { field: form.getByRole("textbox", { name: "Mobile Number", exact: true }), form }
}

const referral = (label: string) => async (page: Page) => {
  await page.getByRole("radiogroup", { name: "Application type" }).getByText("Referral", { exact: true }).click()
  return byLabel(label)(page)
}

const fields: ReadonlyArray<MobileField> = [
  { name: "apply, Self", url: "/resources/apply-now", open: byLabel("Mobile Number") },
  { name: "apply, Referral: the referrer's", url: "/resources/apply-now", open: referral("Your Mobile Number") },
  { name: "apply, Referral: the friend's", url: "/resources/apply-now", open: referral("Friend's Mobile Number") },
  { name: "credit score", url: "/credit-score", open: byLabel("Mobile Number") },
  { name: "redeem", url: "/redeem/start", open: byLabel("Mobile Number") },
  {
    name: "referral landing",
    url: "/referral?name=Ravi%20Kumar&mobile=9123456789",
    open: byLabel("Your Mobile Number")
  },
  { name: "grievance form", url: "/grievance-redressal", open: inRegion("Raise a grievance") },
  { name: "grievance look-up", url: "/grievance-redressal", open: inRegion("Check your grievance status") },
  { name: "My data", url: "/my-data", open: byLabel("Mobile Number") },
  { name: "contact", url: "/contact", open: byLabel("Phone Number"), message: "Phone number must be 10 digits" }
]

test.describe("every mobile field takes the number as people paste and type it", () => {
  for (const { name, url, open, message = tenDigits } of fields) {
    test(`${name}: each habit, pasted and typed, is 9876501234`, async ({ page }) => {
      await page.goto(url)
      const { field, form } = await open(page)
      for (const habit of habits) {
        await paste(page, field, habit)
        await expect(field, `pasted ${habit}`).toHaveValue("9876501234")
        await expect(form.getByText(message)).toHaveCount(0)
        await type(field, habit)
        await expect(field, `typed ${habit}`).toHaveValue("9876501234")
        await expect(form.getByText(message)).toHaveCount(0)
      }
      // What remains is judged by the spec's rules on submit (Enter): "+91 9876501" is short, never 9198765010 or
      // another valid-looking number; nor is one more digit cut off.
      await type(field, "+91 9876501")
      await field.press("Enter")
      await expect(form.getByText(message).first()).toBeVisible()
      await paste(page, field, "+91 98765 012345")
      await expect(field).toHaveValue("+91 98765 012345")
      await field.press("Enter")
      await expect(form.getByText(message).first()).toBeVisible()
    })
  }
})

let counter = 0
/** A mobile no other run uses (OTP limits are per mobile), and the way a person would write it. */
const freshMobile = () =>
  `9${String(Date.now() % 10_000_000).padStart(7, "0")}${String(counter++ % 100).padStart(2, "0")}`
const spaced = (mobile: string) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`

/** The JSON body of the next POST to `path`. */
const posted = (page: Page, path: string) =>
  page
    .waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === path)
    .then((r) => r.postDataJSON() as Record<string, unknown>)

test.describe("what is sent is the 10-digit number", () => {
  test("apply, Self: '+91 …' pasted, the enquiry is received", async ({ page }) => {
    const mobile = freshMobile()
    await page.goto("/resources/apply-now")
    await page.getByRole("textbox", { name: "Name" }).fill("Asha Rao")
    await page.getByRole("textbox", { name: "Location" }).fill("Pune")
    await paste(page, page.getByRole("textbox", { name: "Mobile Number" }), spaced(mobile))
    await page.getByText(/I agree to the Privacy Policy/u).click()
    const body = posted(page, "/api/loan-enquiries")
    await page.getByRole("button", { name: "Submit" }).click()
    expect((await body).phone).toBe(mobile)
    await expect(page.getByRole("dialog", { name: "Submitted Successfully" })).toBeVisible()
  })

  test("apply, Referral: both phones pasted with their habits, the enquiry is received", async ({ page }) => {
    const referrer = freshMobile()
    const friend = freshMobile()
    await page.goto("/resources/apply-now")
    await page.getByRole("radiogroup", { name: "Application type" }).getByText("Referral", { exact: true }).click()
    await page.getByRole("textbox", { name: "Your Name" }).fill("Ravi Kumar")
    await page.getByRole("textbox", { name: "Your Location" }).fill("Mumbai")
    await page.getByRole("textbox", { name: "Your Email" }).fill("ravi@example.in")
    await paste(
      page,
      page.getByRole("textbox", { name: "Your Mobile Number" }),
      `0${referrer.slice(0, 5)} ${referrer.slice(5)}`
    )
    await page.getByRole("textbox", { name: "Friend's Name" }).fill("Asha Rao")
    await page.getByRole("textbox", { name: "Friend's Location" }).fill("Pune")
    await type(page.getByRole("textbox", { name: "Friend's Mobile Number" }), `+91${friend}`)
    await page.getByText(/I agree to the Privacy Policy/u).click()
    const body = posted(page, "/api/loan-enquiries")
    await page.getByRole("button", { name: "Submit" }).click()
    expect(await body).toMatchObject({ phone: friend, referralPhone: referrer })
    await expect(page.getByRole("dialog", { name: "Submitted Successfully" })).toBeVisible()
  })

  for (const { name, url, button, terms } of [
    { name: "credit score", url: "/credit-score", button: "Get OTP", terms: true },
    { name: "redeem", url: "/redeem/start", button: "Get OTP", terms: false },
    { name: "My data", url: "/my-data", button: "Send OTP", terms: false }
  ]) {
    test(`${name}: '+91 …' typed, the OTP goes to the 10 digits`, async ({ page }) => {
      const mobile = freshMobile()
      await page.goto(url)
      await type(page.getByRole("textbox", { name: "Mobile Number", exact: true }), spaced(mobile))
      if (terms) await page.getByText(/I accept the Terms and Conditions/u).click()
      const body = posted(page, "/api/otp")
      await page.getByRole("button", { name: button }).click()
      expect((await body).mobile).toBe(mobile)
      await expect(page.getByText(`An OTP has been sent to +91 ${mobile}`)).toBeVisible()
    })
  }

  test("referral landing: '91 …' pasted, the OTP goes to the 10 digits", async ({ page }) => {
    const mobile = freshMobile()
    await page.goto("/referral?name=Ravi%20Kumar&mobile=9123456789")
    await paste(page, page.getByRole("textbox", { name: "Your Mobile Number" }), `91 ${mobile}`)
    const body = posted(page, "/api/otp")
    await page.getByRole("button", { name: "Verify Mobile Number" }).click()
    expect((await body).mobile).toBe(mobile)
    await expect(page.getByText(`An OTP has been sent to +91 ${mobile}`)).toBeVisible()
  })

  test("grievance form and look-up: '…-…' and '+91…' pasted, the OTP goes to the 10 digits", async ({ page }) => {
    const mobile = freshMobile()
    await page.goto("/grievance-redressal")
    const raise = page.getByRole("region", { name: "Raise a grievance" })
    await raise.getByLabel("Name").fill("Asha Rao")
    await paste(page, raise.getByLabel("Mobile Number"), `${mobile.slice(0, 5)}-${mobile.slice(5)}`)
    await raise.getByLabel("Email").fill("asha@example.in")
    await raise.getByLabel("Category").selectOption("Staff conduct")
    await raise.getByLabel("Description").fill("The agent who called me was rude.")
    let body = posted(page, "/api/otp")
    await raise.getByRole("button", { name: "Submit Grievance" }).click()
    expect((await body).mobile).toBe(mobile)
    await expect(raise.getByText(`An OTP has been sent to +91 ${mobile}`)).toBeVisible()

    const other = freshMobile()
    const track = page.getByRole("region", { name: "Check your grievance status" })
    await track.getByLabel("Grievance Number").fill("GRV-K7QMX-3P9TD")
    await paste(page, track.getByLabel("Mobile Number"), `+91${other}`)
    body = posted(page, "/api/otp")
    await track.getByRole("button", { name: "Check Status" }).click()
    expect((await body).mobile).toBe(other)
    await expect(track.getByText(`An OTP has been sent to +91 ${other}`)).toBeVisible()
  })

  test("contact: '91 …' pasted, the message is sent with the 10 digits", async ({ page }) => {
    const mobile = freshMobile()
    await page.goto("/contact")
    await page.getByRole("textbox", { name: "Name" }).fill("Asha Rao")
    await page.getByRole("textbox", { name: "Email" }).fill("asha@example.in")
    await paste(
      page,
      page.getByRole("textbox", { name: "Phone Number" }),
      `91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`
    )
    await page.getByRole("textbox", { name: "Message" }).fill("Please call me about a home loan.")
    await page.getByText(/I agree to the Privacy Policy/u).click()
    const body = posted(page, "/api/contact-us")
    await page.getByRole("button", { name: "Send Message" }).click()
    expect((await body).phone).toBe(mobile)
    await expect(page.getByText("Thank you for contacting us! We will get back to you soon.")).toBeVisible()
  })
})
