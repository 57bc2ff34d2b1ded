import { expect, type Page, test } from "@playwright/test"
import { loanProducts } from "../domain/loan-products.ts"
import { productPages } from "../src/content/products/index.ts"
import { expectNoAxeViolations } from "./axe.ts"

/** Every loan page and alias (spec section 2, route table). */
const pages = loanProducts.flatMap((product) => [product.path, ...product.aliases].map((path) => ({ path, product })))

const hero = (page: Page) => page.locator("header.loan-hero")

for (const { path, product } of pages) {
  test(`${path} shows the ${product.name} page`, async ({ page }) => {
    const content = productPages[product.id]()
    await page.goto(path)

    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible()
    await expect(page).toHaveTitle(`${product.name}: ${product.tagline()} | Arthika Loans`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", product.description())
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      `${product.name}: ${product.tagline()} | Arthika Loans`
    )

    const apply = hero(page).getByRole("link", { name: "Apply Now" })
    const href = await apply.getAttribute("href")
    expect(new URL(href!, "http://x").searchParams.get("loanType")).toBe(product.name)

    for (const attribute of product.attributes)
      await expect(hero(page).getByText(attribute.text(), { exact: true })).toBeVisible()
    for (const benefit of content.benefits) {
      await expect(page.getByRole("heading", { level: 3, name: benefit.title, exact: true })).toBeVisible()
    }

    // The FAQ: first answer open, the others closed; each opens and closes from the keyboard.
    const questions = content.faqs.map((faq) => page.getByRole("button", { name: faq.question }))
    // Each answer is a group named by its question (react-aria's DisclosurePanel).
    const answers = content.faqs.map((faq) => page.getByRole("group", { name: faq.question }))
    await expect(questions[0]!).toHaveAttribute("aria-expanded", "true")
    await expect(answers[0]!.getByText(content.faqs[0]!.answer)).toBeVisible()
    for (const [index, faq] of content.faqs.entries()) {
      if (index === 0) continue
      const question = questions[index]!
      await expect(question).toHaveAttribute("aria-expanded", "false")
      await expect(page.getByText(faq.answer)).toBeHidden()
      await question.focus()
      await page.keyboard.press("Enter")
      await expect(question).toHaveAttribute("aria-expanded", "true")
      await expect(answers[index]!.getByText(faq.answer)).toBeVisible()
      await expect(answers[index]!.getByRole("listitem")).toHaveText([...faq.bulletAnswer])
      await page.keyboard.press("Space")
      await expect(question).toHaveAttribute("aria-expanded", "false")
      await expect(answers[index]!).toBeHidden()
    }

    const calculatorLink = hero(page).getByRole("link", { name: "EMI Calculator" })
    if (product.pageCalculator) {
      await expect(calculatorLink).toHaveAttribute("href", "#emi-calculator")
      await expect(page.locator("#emi-calculator").getByText("Your EMI")).toBeVisible()
    } else {
      await expect(calculatorLink).toHaveCount(0)
      await expect(page.locator("#emi-calculator")).toHaveCount(0)
    }

    // Testimonials of this product only (spec: filtered by product); the seed has none for Professional Loan.
    const testimonials = page.getByRole("region", { name: `What our ${product.name} customers say` })
    if (product.id === "professional") {
      await expect(testimonials.getByText("No testimonials for this loan yet.")).toBeVisible()
    } else {
      const cards = testimonials.getByRole("listitem")
      await expect(cards.first()).toBeVisible()
      const count = await cards.count()
      expect(count).toBeGreaterThan(0)
      expect(count).toBeLessThanOrEqual(3)
      await expect(testimonials.locator(".testimonial-card__product")).toHaveText(Array(count).fill(product.name))
    }

    await expectNoAxeViolations(page)
  })
}

test("Apply Now opens the apply form with the product chosen", async ({ page }) => {
  await page.goto("/services/property-loan")
  await hero(page).getByRole("link", { name: "Apply Now" }).click()
  await expect(page).toHaveURL(/\/apply\?loanType=Loan%20Against%20Property$/u)
  await expect(page.getByRole("heading", { level: 1, name: "Apply For Loan Against Property" })).toBeVisible()
})

test("the Working Capital page has no calculator link and no calculator", async ({ page }) => {
  await page.goto("/services/working-capital-loan")
  await expect(page.getByRole("heading", { level: 1, name: "Working Capital Loan" })).toBeVisible()
  // (The footer's site-wide link to the calculator screen is not the page's calculator anchor.)
  const main = page.getByRole("main")
  await expect(main.getByRole("link", { name: "EMI Calculator" })).toHaveCount(0)
  await expect(main.locator('a[href*="emi-calculator"]')).toHaveCount(0)
  await expect(main.getByRole("tab", { name: "EMI Calculator" })).toHaveCount(0)
})

for (const product of loanProducts.filter((p) => p.pageCalculator)) {
  test(`the EMI Calculator link of ${product.name} scrolls to its calculator, from the keyboard`, async ({ page }) => {
    await page.goto(product.path)
    const section = page.locator("#emi-calculator")
    await expect(section.getByText("Your EMI")).toBeAttached()
    await expect(section).not.toBeInViewport()
    await hero(page).getByRole("link", { name: "EMI Calculator" }).focus()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(new RegExp(`${product.path}#emi-calculator$`, "u"))
    await expect(section.getByRole("heading", { level: 2, name: `${product.name} EMI Calculator` })).toBeInViewport()
    // The calculator is fixed to the product: no loan type choice, the product's own figures.
    await expect(section.getByRole("button", { name: /Loan Type/u })).toHaveCount(0)
    await expect(section.getByRole("tab", { name: "EMI Calculator" })).toBeVisible()
    await expect(section.getByRole("tab", { name: "Eligibility Calculator" })).toHaveCount(
      product.id === "personal" ? 1 : 0
    )
  })
}

test("on a 390 px phone a loan page is readable and axe clean", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto("/services/home-loan")
  await expect(page.getByRole("heading", { level: 1, name: "Home Loan" })).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoAxeViolations(page)
})
