/** A non-matching lender's reason, and what would change an empty result, in English and Hindi. */
import { describe, expect, it } from "vitest"
import { withLocale } from "../i18n/locale.ts"
import { reasonInEnglish, reasonInWords, whatWouldChange } from "./offer-reasons.ts"
import type { NoMatchReason } from "./offers.ts"

const income: NoMatchReason = { _tag: "IncomeBelowMinimum", minimum: 25000 }

describe("a lender's reason", () => {
  it("reads the same in the page's English as the domain's English", () => {
    const reasons: ReadonlyArray<NoMatchReason> = [
      income,
      { _tag: "EmploymentNotServed", employmentTypes: ["Salaried"] },
      { _tag: "NoRoomForEmi", foirCapPercent: 50, largestEmi: 4000 },
      { _tag: "PincodeNotServed", cities: ["Pune", "Mumbai"] }
    ]
    for (const reason of reasons) expect(withLocale("en", () => reasonInWords(reason))).toBe(reasonInEnglish(reason))
  })

  it("is in Hindi on the Hindi page, with the figure in Indian grouping", () => {
    expect(withLocale("hi", () => reasonInWords(income))).toBe("के लिए कम से कम ₹25,000 मासिक आय चाहिए")
    expect(withLocale("hi", () => reasonInWords({ _tag: "EmploymentNotServed", employmentTypes: ["Salaried"] }))).toBe(
      "केवल वेतनभोगी आवेदकों को लोन देता है"
    )
  })
})

describe("what would change an empty result", () => {
  it("names the smallest loan any lender makes, a tenure, the EMI room and the score, once each", () => {
    const hints = withLocale("en", () =>
      whatWouldChange([
        { _tag: "AmountBelowMinimum", minimum: 100000 },
        { _tag: "AmountBelowMinimum", minimum: 50000 },
        { _tag: "NoRoomForEmi", foirCapPercent: 50, largestEmi: 0 },
        { _tag: "NoRoomForEmi", foirCapPercent: 60, largestEmi: 1000 },
        { _tag: "CreditBandNotServed", band: "unknown" },
        income
      ])
    )
    expect(hints).toEqual([
      "Ask for at least ₹50,000: the smallest loan a lender here makes.",
      "A smaller amount or a longer tenure lowers the EMI; paying off an existing EMI leaves more room.",
      "Choose your credit score band if you know it, or check your score for free."
    ])
  })

  it("has nothing to suggest when no change to the request would help", () => {
    expect(whatWouldChange([{ _tag: "Paused" }])).toEqual([])
  })
})
