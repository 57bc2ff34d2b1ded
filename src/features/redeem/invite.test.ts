import { describe, expect, it } from "vitest"
import { inviteText, referralInviteLink, smsShareUrl, whatsappShareUrl } from "./invite.ts"

describe("the referral invite", () => {
  it("links the site's referral landing with the referrer's name and mobile", () => {
    expect(referralInviteLink("https://arthikaloans.in/", "Ravi Kumar", "9876543210")).toBe(
      "https://arthikaloans.in/referral?name=Ravi+Kumar&mobile=9876543210"
    )
    const link = new URL(referralInviteLink("http://127.0.0.1:4460", "D'Souza & Sons", "9876543210"))
    expect(link.searchParams.get("name")).toBe("D'Souza & Sons")
  })

  it("shares the text with the link through WhatsApp and SMS", () => {
    const text = inviteText("https://arthikaloans.in/referral?name=Ravi+Kumar&mobile=9876543210")
    expect(text).toContain("https://arthikaloans.in/referral?name=Ravi+Kumar&mobile=9876543210")
    expect(whatsappShareUrl(text)).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`)
    expect(smsShareUrl(text)).toBe(`sms:?body=${encodeURIComponent(text)}`)
    expect(decodeURIComponent(new URL(whatsappShareUrl(text)).searchParams.get("text")!)).toBe(decodeURIComponent(text))
  })
})
