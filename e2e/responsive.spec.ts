/**
 * Every page fits the phones, tablets and laptops our customers use (issue 12): every public route at 320, 360,
 * 390, 768, 992, 993, 1024, 1280 and 1440 px. On each, the document is no wider than the viewport and no visible
 * text, control or image is cut off by its container (e2e/layout-check.ts). One page per route, resized between
 * widths. The navbar's menus (the hamburger and both dropdowns, or the popovers) and a dialog are checked open, and
 * the spec's breakpoints hold: hamburger at 992 px and narrower, the carousel's secondary button hidden at 480 px
 * and narrower, the selector's mobile mode at 768 px and narrower.
 */
import { expect, type Page, test } from "@playwright/test"
import { layoutProblems, problemsAtWidths, scrollThrough, settle } from "./layout-check.ts"
import { inHindi, publicRoutes, sweepWidths } from "./public-routes.ts"
import { timeFor } from "./time.ts"

// Each test loads its own page: the two workers share the file's tests rather than one worker taking all of them.
test.describe.configure({ mode: "parallel", timeout: timeFor(90_000) })

// Every route in English and in Hindi (issue 15): Devanagari is taller and its words often longer.
for (const route of [...publicRoutes, ...publicRoutes.map(inHindi)]) {
  test(`${route.name} (${route.path}) fits every width`, async ({ page }) => {
    await page.setViewportSize({ width: sweepWidths[0], height: 800 })
    await page.goto(route.path)
    await expect(page.locator("main h1").first()).toBeVisible()
    await scrollThrough(page)
    expect(await problemsAtWidths(page, sweepWidths)).toEqual([])
  })
}

/** What is wrong with the page while `open` has a menu open, then closes it with `close`. */
const whileOpen = async (page: Page, open: () => Promise<void>, close: () => Promise<void>) => {
  await open()
  await settle(page)
  const found = await layoutProblems(page)
  await close()
  return found
}

test("the navbar's menus fit every width, open", async ({ page }) => {
  await page.goto("/")
  const nav = page.getByRole("navigation", { name: "Main" })
  const problems = await problemsAtWidths(page, sweepWidths, async (width) => {
    const found: Array<string> = []
    if (width <= 992) {
      const menu = nav.getByRole("button", { name: "Menu" })
      await menu.click()
      await expect(menu).toHaveAttribute("aria-expanded", "true")
      for (const name of ["Our Products", "Resources"]) {
        const trigger = nav.getByRole("button", { name })
        found.push(
          ...(await whileOpen(
            page,
            async () => {
              await trigger.click()
              await expect(nav.getByRole("menu", { name })).toBeVisible()
            },
            () => trigger.click()
          ))
        )
      }
      await menu.click()
      await expect(menu).toHaveAttribute("aria-expanded", "false")
    } else {
      for (const name of ["Our Products", "Resources"]) {
        found.push(
          ...(await whileOpen(
            page,
            async () => {
              await nav.getByRole("button", { name }).click()
              await expect(page.getByRole("menu")).toBeVisible()
            },
            async () => {
              await page.keyboard.press("Escape")
              await expect(page.getByRole("menu")).toHaveCount(0)
            }
          ))
        )
      }
    }
    return found
  })
  expect(problems).toEqual([])
})

test("the apply form's success dialog fits every width", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 })
  await page.goto("/resources/apply-now")
  await page.getByRole("textbox", { name: "Name" }).fill("Asha Rao")
  await page.getByRole("textbox", { name: "Location" }).fill("Pune")
  await page.getByRole("textbox", { name: "Mobile Number" }).fill("9876501212")
  await page.getByText(/I agree to the Privacy Policy/u).click()
  await page.getByRole("button", { name: "Submit" }).click()
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Submitted Successfully" })).toBeVisible()
  expect(await problemsAtWidths(page, sweepWidths)).toEqual([])
})

test("dropdowns open on the calculator and the feedback form fit a phone and a laptop", async ({ page }) => {
  for (const [path, name] of [
    ["/resources/emi-calculator?calc=emi", /Loan Type/u],
    ["/resources/testimonials/customer-feedback", /Loan type/u]
  ] as const) {
    await page.setViewportSize({ width: 320, height: 800 })
    await page.goto(path)
    const trigger = page.getByRole("button", { name })
    for (const width of [320, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      await trigger.click()
      await expect(page.getByRole("listbox")).toBeVisible()
      await settle(page)
      expect(await layoutProblems(page), `${path} at ${width} px`).toEqual([])
      await page.keyboard.press("Escape")
      await expect(page.getByRole("listbox")).toHaveCount(0)
    }
  }
})

test("the spec's breakpoints hold: hamburger, carousel's secondary button, selector's mobile mode", async ({
  page
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto("/")
  const menu = page.getByRole("button", { name: "Menu" })
  const slide = page.getByRole("region", { name: "Offers" }).locator(".banner__slide[data-current]")
  await expect(slide.getByRole("link", { name: "Apply Now" })).toBeVisible()
  const nextArrow = page.getByRole("button", { name: "Next loan types" })
  const expectations: Array<[number, boolean, boolean, boolean]> = [
    // width, hamburger shown, secondary button shown, selector arrows shown (desktop mode)
    [1440, false, true, true],
    [993, false, true, true],
    [992, true, true, true],
    [769, true, true, true],
    [768, true, true, false],
    [481, true, true, false],
    [480, true, false, false],
    [320, true, false, false]
  ]
  for (const [width, hamburger, secondary, arrows] of expectations) {
    await page.setViewportSize({ width, height: 800 })
    await settle(page)
    await expect(menu, `hamburger at ${width} px`).toBeVisible({ visible: hamburger })
    await expect(slide.getByRole("link", { name: /^About .* Loans$/u }), `secondary button at ${width} px`).toBeVisible(
      {
        visible: secondary
      }
    )
    await expect(nextArrow, `selector arrows at ${width} px`).toBeVisible({ visible: arrows })
  }
})
