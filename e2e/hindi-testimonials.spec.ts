/**
 * The testimonials page in Hindi (issue 15), against the real server's Hindi build: a person on
 * /hi/resources/testimonials reads the Hindi heading, narrows the stories with the Hindi product filter, and sees
 * each card's product and date in Hindi while the customer's own words stay as written (lang="en"). The page is
 * `<html lang="hi">`, axe clean, and fits 320, 768 and 1280 px (screenshots in .tmp/screens-hindi-testimonials/).
 */
import * as path from "node:path"
import { expect, type Page, test } from "@playwright/test"
import { expectNoAxeViolations } from "./axe.ts"
import { layoutProblems } from "./layout-check.ts"

const shots = path.join(".tmp", "screens-hindi-testimonials")

const cards = (page: Page) =>
  page
    .getByRole("list")
    .filter({ has: page.locator("figure") })
    .locator(":scope > li")

test("/hi/resources/testimonials: Hindi heading, a Hindi filter, cards with Hindi products and dates", async ({
  page
}) => {
  await page.goto("/hi/resources/testimonials")
  await expect(page.locator("html")).toHaveAttribute("lang", "hi")
  await expect(page.getByRole("heading", { level: 1, name: "हमारे ग्राहक क्या कहते हैं" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: "ग्राहकों की कहानियाँ" })).toBeVisible()
  await expect(page.getByRole("link", { name: "अपनी राय दें" }).first()).toBeVisible()
  await expect(page.getByText("21 प्रशंसापत्र दिखाए जा रहे हैं", { exact: true })).toBeVisible()
  await expect(cards(page)).toHaveCount(21)

  const priya = page.locator("figure").filter({ hasText: "Priya Sharma" })
  await expect(priya).toContainText("पर्सनल लोन")
  await expect(priya).toContainText("14 फ़रवरी 2025")
  await expect(priya.locator("blockquote")).toHaveAttribute("lang", "en")
  await expect(priya.getByRole("img", { name: "5 में से 5 रेटिंग" })).toBeVisible()
  await expectNoAxeViolations(page)

  for (const width of [320, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await layoutProblems(page), `at ${width} px`).toEqual([])
    await page.screenshot({ path: path.join(shots, `testimonials-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })

  // The filter, in Hindi: one product, then back to all loans by keyboard.
  const filter = page.getByRole("button", { name: /लोन के अनुसार देखें/u })
  await expect(filter).toContainText("सभी लोन")
  await filter.click()
  await expect(page.getByRole("option", { name: "सभी लोन" })).toBeVisible()
  await expect(page.getByRole("option", { name: "प्रॉपर्टी पर लोन" })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole("option", { name: "होम लोन", exact: true }).click()
  await expect(page.getByText("होम लोन के लिए 3 प्रशंसापत्र दिखाए जा रहे हैं")).toBeVisible()
  await expect(cards(page)).toHaveCount(3)
  for (const card of await cards(page).all()) await expect(card).toContainText("होम लोन")
  // The product line is ours, in Hindi; the customers' own words may still say "Home Loan".
  await expect(page.locator("figure .testimonial-card__product")).toHaveText(["होम लोन", "होम लोन", "होम लोन"])

  await filter.focus()
  await page.keyboard.press("Enter")
  await expect(page.getByRole("listbox")).toBeVisible()
  await page.keyboard.press("Home")
  await page.keyboard.press("Enter")
  await expect(page.getByText("21 प्रशंसापत्र दिखाए जा रहे हैं", { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
})
