/**
 * Issue 15: the shared schemas read their messages when a check runs, in the language in force then (the page's in
 * the browser, the request's on the server), though each schema is built once, in English, at a module's top level.
 */
import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { timelineOf } from "../domain/application-status.ts"
import { type EnquiryForm, emptyEnquiryForm, LoanEnquiry, validateEnquiryForm } from "../domain/enquiry.ts"
import { messages, Pan, unsupportedCharactersMessage, validate } from "../domain/validation.ts"
import { withLocale } from "../i18n/locale.ts"
import { statusMachine } from "./status.machine.ts"

const badSelf: EnquiryForm = {
  ...emptyEnquiryForm("Self", "Home Loan"),
  name: "Asha 7",
  location: "",
  email: "asha@",
  mobile: "5876543210",
  consent: true
}

describe("validation messages follow the language in force", () => {
  it("the same schema answers in Hindi, then in English again", () => {
    expect(withLocale("hi", () => validateEnquiryForm(badSelf))).toEqual({
      name: "नाम में केवल अक्षर (अंग्रेज़ी या किसी भारतीय लिपि के), स्पेस, एपॉस्ट्रॉफ़ी (') और हाइफ़न (-) ही हो सकते हैं।",
      location: "कृपया स्थान दर्ज करें।",
      email: "कृपया मान्य ईमेल पता दर्ज करें।",
      mobile: "मोबाइल नंबर 6, 7, 8 या 9 से शुरू होना चाहिए"
    })
    expect(validateEnquiryForm(badSelf)).toEqual({
      name: "Name must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
      location: "Please enter a location.",
      email: "Please enter a valid email address.",
      mobile: "Mobile number must start with 6, 7, 8, or 9"
    })
  })

  it("a wrong type, a too-long name and a referral's cross-field checks speak Hindi too", () => {
    const payload = {
      applicationType: "Referral",
      loanType: "Home Loan",
      first_name: "A".repeat(101),
      last_name: "",
      phone: "9876543210",
      referralPhone: "9876543210",
      email: "a@example.com",
      referralEmail: "A@Example.com",
      location: 7,
      referralName: "Ravi",
      referralLocation: "Pune",
      consent: true
    }
    const hindi = withLocale("hi", () => validate(LoanEnquiry, payload)).map((i) => [i.path.join("."), i.message])
    expect(hindi).toEqual(
      expect.arrayContaining([
        ["first_name", "कृपया इसे 100 वर्णों से कम रखें।"],
        ["location", "स्थान में केवल अक्षर (अंग्रेज़ी या किसी भारतीय लिपि के), स्पेस, एपॉस्ट्रॉफ़ी (') और हाइफ़न (-) ही हो सकते हैं।"]
      ])
    )
    const crossField = withLocale("hi", () =>
      validate(LoanEnquiry, { ...payload, first_name: "Asha", location: "Pune" })
    ).map((i) => [i.path.join("."), i.message])
    expect(crossField).toEqual([
      ["phone", "रेफ़र करते समय, जिन्हें आप रेफ़र कर रहे हैं उनका मोबाइल नंबर और आपका मोबाइल नंबर एक नहीं होना चाहिए।"],
      ["email", "रेफ़र करते समय, जिन्हें आप रेफ़र कर रहे हैं उनका ईमेल और आपका ईमेल एक नहीं होना चाहिए।"]
    ])
  })

  it("PAN, the messages object and the parameterised messages", () => {
    expect(withLocale("hi", () => validate(Pan, "ABCDE12345")[0]?.message)).toBe(
      "PAN नंबर का फ़ॉर्मेट अमान्य है। कृपया मान्य PAN नंबर दर्ज करें।"
    )
    expect(validate(Pan, "ABCDE12345")[0]?.message).toBe("Invalid PAN number format. Please enter a valid PAN number.")
    expect(withLocale("hi", () => messages.mobileLength)).toBe("मोबाइल नंबर 10 अंकों का होना चाहिए")
    expect(messages.mobileLength).toBe("Mobile number must be 10 digits")
    expect(withLocale("hi", () => unsupportedCharactersMessage("आपके पते"))).toBe("कृपया आपके पते से असमर्थित वर्ण हटाएँ।")
    expect(unsupportedCharactersMessage("your address")).toBe(
      "Please remove the unsupported characters from your address."
    )
  })

  it("the timeline's steps and the status page's errors", () => {
    expect(withLocale("hi", () => timelineOf("Rejected", "2026-11-20").steps.map((s) => s.label))).toEqual([
      "कॉल बैक",
      "अपॉइंटमेंट तय",
      "लॉगिन",
      "अंडरराइटिंग",
      "अस्वीकृत",
      "राशि वितरित"
    ])
    const actor = withLocale("hi", () => createActor(statusMachine, { input: { trackingId: "" } }).start())
    expect(actor.getSnapshot().context.error).toBe("कोई ट्रैकिंग ID नहीं दी गई")
  })
})
