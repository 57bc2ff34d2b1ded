// @vitest-environment node
/**
 * The verified-mobile screens render outside a browser through the real route table (the prerender waits for each
 * lazy chunk): the public credit score page with its explainer and tips, and the other screens' first state.
 */
import { createElement } from "react"
import { prerenderToNodeStream } from "react-dom/static"
import { describe, expect, it } from "vitest"
import { Router } from "wouter"
import { App } from "../../app/App.tsx"

const prerender = async (path: string, search = ""): Promise<string> => {
  const { prelude } = await prerenderToNodeStream(
    createElement(Router, { ssrPath: path, ssrSearch: search, children: createElement(App) })
  )
  let html = ""
  for await (const chunk of prelude) html += String(chunk)
  return html
}

describe("verified-mobile screens outside a browser", () => {
  it("/credit-score: the mobile, the terms, scores from 300 to 900 and the four tips", async () => {
    const html = await prerender("/credit-score")
    expect(html).toMatch(/<h1[^>]*>Check Your Credit Score for Free<\/h1>/u)
    expect(html).toContain("Mobile Number")
    expect(html).toContain("I accept the Terms and Conditions")
    expect(html).toContain("300 and 900")
    expect(html).toContain("Keep utilization under 30%")
    expect([...html.matchAll(/class="credit__tip"/gu)]).toHaveLength(4)
  })

  it.each([
    ["/credit-score/verify-mobile", "mobile=9876543210", "An OTP has been sent to +91 9876543210"],
    ["/redeem/start", "", "Redeem Your Rewards"],
    ["/redeem/verify-mobile", "mobile=9876543210", "An OTP has been sent to +91 9876543210"],
    ["/referral", "name=Ravi%20Kumar&mobile=9876543210", "Ravi Kumar has referred you"],
    ["/redeem/rewards", "", "Your Referral Rewards"]
  ])("%s renders", async (path, search, text) => {
    expect(await prerender(path, search)).toContain(text)
  })
})
