import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

/**
 * No axe violations (WCAG 2.2 A and AA) on the page as it is now. It is analysed scrolled to the top: axe's
 * target-size rule counts a field that happens to sit under the sticky header at the test's scroll position as
 * obscured, which says nothing about the page (focus scrolling keeps fields clear of it: scroll-padding-top).
 * Animations that end are let end first.
 */
export const expectNoAxeViolations = async (page: Page): Promise<void> => {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
  // A toast or dialog still fading in has, for a moment, text of too little contrast: axe looks at the page once
  // its finite animations and transitions have ended (a marquee that loops for ever is not waited for).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY
          ),
      undefined,
      { timeout: 3000 }
    )
    // A page that keeps animating (a carousel turning) is analysed as it is after 3 s.
    .catch(() => undefined)
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html}`).join(", ")}`)
  ).toEqual([])
}
