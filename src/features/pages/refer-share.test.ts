import { describe, expect, it } from "vitest"
import { withLocale } from "../../../i18n/locale.ts"
import { referAndEarnShare, shareMessage } from "./refer-share.ts"

describe("what the Refer & Earn hero's Share sends", () => {
  it("in English: this page's address, the brand's title and an English line", () => {
    const share = withLocale("en", () => referAndEarnShare("https://arthika.example/", ""))
    expect(share).toEqual({
      title: "Arthika Loans: Refer & Earn",
      text: "Know someone who needs a loan? Refer them to Arthika Loans and earn reward points when their loan is disbursed.",
      url: "https://arthika.example/refer-and-earn"
    })
    expect(shareMessage(share)).toBe(
      "Know someone who needs a loan? Refer them to Arthika Loans and earn reward points when their loan is disbursed. https://arthika.example/refer-and-earn"
    )
  })

  it("in Hindi: the Hindi page's address and a Hindi line", () => {
    const share = withLocale("hi", () => referAndEarnShare("https://arthika.example", "/hi"))
    expect(share).toEqual({
      title: "Arthika Loans: रेफ़र करें और कमाएँ",
      text: "क्या आपके किसी परिचित को लोन चाहिए? उन्हें Arthika Loans पर रेफ़र करें और उनका लोन वितरित होने पर रिवॉर्ड पॉइंट कमाएँ।",
      url: "https://arthika.example/hi/refer-and-earn"
    })
  })
})
