/** The Privacy Policy's retention sentences in Hindi (issue 15): the catalog's words, with the periods in force. */
import { describe, expect, it } from "vitest"
import { withLocale } from "../i18n/locale.ts"
import { defaultRetention, describePeriod, retentionStatements } from "./retention.ts"

describe("retention periods in Hindi", () => {
  it.each([
    [7, "days", "7 दिन"],
    [1, "days", "1 दिन"],
    [24, "hours", "24 घंटे"],
    [1, "hours", "1 घंटा"],
    [365, "days", "1 वर्ष"],
    [730, "days", "2 वर्ष"],
    [180, "days", "180 दिन"]
  ] as const)("%d %s reads '%s'", (amount, unit, words) => {
    expect(withLocale("hi", () => describePeriod(amount, unit))).toBe(words)
  })

  it("state the default periods", () => {
    expect(withLocale("hi", () => retentionStatements(defaultRetention))).toEqual([
      "वन-टाइम पासवर्ड (OTP) और उन्हें भेजने वाले SMS संदेश: 7 दिन।",
      "किसी फ़ॉर्म को दो बार जमा होने से रोकने वाले रिकॉर्ड: 24 घंटे।",
      "'संपर्क करें' फ़ॉर्म से भेजे गए संदेश: 1 वर्ष।",
      "अस्वीकार या नामंज़ूर की गई लोन पूछताछ, और उनके साथ की गई क्रेडिट स्कोर पूछताछ: निर्णय के 180 दिन बाद तक।",
      "आगे बढ़ी लोन पूछताछ, उनकी स्थिति के इतिहास सहित: जब तक लोन चलता है, और उसके बाद उतने समय तक जितना कानून ऋणदाता के रिकॉर्ड रखना अनिवार्य करता है (धन-शोधन निवारण अधिनियम, 2002 के अंतर्गत, संबंध समाप्त होने के पाँच वर्ष बाद तक)।"
    ])
  })

  it("change with the configured periods", () => {
    const statements = withLocale("hi", () =>
      retentionStatements({
        otpCodesDays: 3,
        smsOutboxDays: 3,
        idempotencyKeysHours: 1,
        contactMessagesDays: 90,
        closedEnquiriesDays: 730
      })
    )
    expect(statements.slice(0, 4)).toEqual([
      "वन-टाइम पासवर्ड (OTP) और उन्हें भेजने वाले SMS संदेश: 3 दिन।",
      "किसी फ़ॉर्म को दो बार जमा होने से रोकने वाले रिकॉर्ड: 1 घंटा।",
      "'संपर्क करें' फ़ॉर्म से भेजे गए संदेश: 90 दिन।",
      "अस्वीकार या नामंज़ूर की गई लोन पूछताछ, और उनके साथ की गई क्रेडिट स्कोर पूछताछ: निर्णय के 2 वर्ष बाद तक।"
    ])
  })

  it("state the OTPs and their text messages apart when their periods differ", () => {
    const statements = withLocale("hi", () =>
      retentionStatements({ ...defaultRetention, otpCodesDays: 2, smsOutboxDays: 30 })
    )
    expect(statements[0]).toBe("वन-टाइम पासवर्ड (OTP): 2 दिन; उन्हें भेजने वाले SMS संदेश: 30 दिन।")
  })

  it("leave English in force afterwards", () => {
    withLocale("hi", () => retentionStatements(defaultRetention))
    expect(describePeriod(7, "days")).toBe("7 days")
  })
})
