// @vitest-environment node
/**
 * The calculator renders outside a browser (the public pages are prerendered): the screen from a shared link, and
 * the panel a loan page embeds, fixed to its product.
 */
import { createElement } from "react"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { Router } from "wouter"
import { withLocale } from "../../../i18n/locale.ts"
import CalculatorPage from "./CalculatorPage.tsx"
import { CalculatorPanel, type CalculatorPanelProps } from "./CalculatorPanel.tsx"

const render = (path: string, search: string, children: ReturnType<typeof createElement>) =>
  renderToString(createElement(Router, { ssrPath: path, ssrSearch: search, children }))

const panel = (props: CalculatorPanelProps, search = "") => render("/", search, createElement(CalculatorPanel, props))

describe("the calculator outside a browser", () => {
  it("renders the screen from a shared link: inputs, EMI, schedule, FAQs", () => {
    const html = render(
      "/resources/emi-calculator",
      "calc=emi&type=personal&amount=500000&rate=10.5&tenure=60&unit=Months",
      createElement(CalculatorPage)
    )
    expect(html).toContain("Smart EMI, Easy Loans, Quick Decisions!")
    expect(html).toContain("Plan Your EMI")
    expect(html).toContain("₹10,747")
    expect(html).toContain('value="500000"')
    expect(html).toContain('aria-valuetext="₹5,00,000"')
    expect(html).toContain("Amortization Schedule")
    expect(html).toContain("The balance falls from ₹5,00,000 to ₹0 over 5 years")
    expect(html).toContain("What is an EMI and how does the calculator work it out?")
    expect(html).toContain("illustrative and may vary with banking parameters")
    expect(html).toContain('href="/resources/apply-now"')
  })

  it("opens the eligibility tab on /eligibility", () => {
    const html = render("/eligibility", "", createElement(CalculatorPage))
    expect(html).toContain("Net Monthly Income")
    expect(html).toContain("Eligible Loan Amount")
    expect(html).not.toContain("Amortization Schedule")
  })

  it("embeds fixed to a product: no dropdown, Apply Now with that loan type, headings one level down", () => {
    const html = panel({ productId: "home", fixedProduct: true, headingLevel: 3 }, "calc=emi&type=auto")
    expect(html).not.toContain("Loan Type")
    expect(html).toContain("Employment Type")
    expect(html).toContain('href="/apply?loanType=Home%20Loan"')
    expect(html).toContain("<h3 id=")
    expect(html).toContain("Your EMI")
    expect(html).not.toContain("Eligibility Calculator")
    // Home Loan's minimums, not the query's Auto Loan: the query belongs to the screen.
    expect(html).toContain('value="100000"')
  })

  it("keeps the eligibility tab on a Personal Loan page", () => {
    expect(panel({ productId: "personal", fixedProduct: true })).toContain("Eligibility Calculator")
  })

  it("can leave the schedule out", () => {
    expect(panel({ showSchedule: false })).not.toContain("Amortization Schedule")
    expect(panel({})).toContain("Amortization Schedule")
  })

  // (The loan-type dropdown is a lazy chunk, not in renderToString's output: e2e/hindi-calculator.spec.ts opens it.)
  it("speaks Hindi on a Hindi page: words from the catalog, figures with Latin digits and Indian grouping", () => {
    const html = withLocale("hi", () =>
      render(
        "/resources/emi-calculator",
        "calc=emi&type=home&amount=500000&rate=10.5&tenure=5&unit=Year",
        createElement(CalculatorPage)
      )
    )
    for (const hindi of [
      "स्मार्ट EMI, आसान लोन, तुरंत फ़ैसले!",
      "EMI कैलकुलेटर",
      "रोज़गार का प्रकार",
      "वेतनभोगी",
      "लोन राशि",
      "ब्याज दर",
      "लोन अवधि",
      "मासिक EMI",
      "ऋण चुकौती अनुसूची",
      "आरंभिक शेष",
      "बकाया राशि 5 वर्ष में ₹5,00,000 से घटकर ₹0 हो जाती है",
      "EMI क्या है और कैलकुलेटर इसे कैसे निकालता है?"
    ]) {
      expect(html).toContain(hindi)
    }
    // ₹5,00,000 at 10.5% over 60 months: EMI ₹10,747 (the FAQ's worked example).
    expect(html).toContain("₹10,747")
    expect(html).toContain('aria-valuetext="₹5,00,000"')
    expect(html).toContain('aria-valuetext="5 वर्ष"')
    for (const english of ["Loan Amount", "Monthly EMI", "Amortization Schedule", "Employment Type"]) {
      expect(html).not.toContain(english)
    }
  })
})
