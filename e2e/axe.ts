import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

/** No axe violations (WCAG 2.2 A and AA) on the page as it is now. */
export const expectNoAxeViolations = async (page: Page): Promise<void> => {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
}
