import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

/**
 * No axe violations (WCAG 2.2 A and AA) on the page as it is now. It is analysed scrolled to the top: axe's
 * target-size rule counts a field that happens to sit under the sticky header at the test's scroll position as
 * obscured, which says nothing about the page (focus scrolling keeps fields clear of it: scroll-padding-top).
 */
export const expectNoAxeViolations = async (page: Page): Promise<void> => {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html}`).join(", ")}`)
  ).toEqual([])
}
