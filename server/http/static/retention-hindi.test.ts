/**
 * A server configured with other retention periods rewrites the Hindi Privacy Policy too (issue 15 with issue 14,
 * point 5): the prerendered Hindi sentences of the default periods become the configured ones, in Hindi.
 */
import { describe, expect, it } from "vitest"
import { defaultRetention } from "../../../domain/retention.ts"
import { htmlPage as page } from "./fixtures.ts"
import { withRetention } from "./retention.ts"

describe("the Hindi Privacy Policy on a server with other retention periods", () => {
  it("states the configured periods in Hindi", async () => {
    const hindi = page(
      '<html lang="hi"><head></head><body><ul>' +
        "<li>वन-टाइम पासवर्ड (OTP) और उन्हें भेजने वाले SMS संदेश: 7 दिन।</li>" +
        "<li>किसी फ़ॉर्म को दो बार जमा होने से रोकने वाले रिकॉर्ड: 24 घंटे।</li>" +
        "<li>&#x27;संपर्क करें&#x27; फ़ॉर्म से भेजे गए संदेश: 1 वर्ष।</li>" +
        "<li>अस्वीकार या नामंज़ूर की गई लोन पूछताछ, और उनके साथ की गई क्रेडिट स्कोर पूछताछ: निर्णय के 180 दिन बाद तक।</li>" +
        "</ul></body></html>"
    )
    const rewritten = await withRetention(hindi, {
      ...defaultRetention,
      otpCodesDays: 3,
      smsOutboxDays: 3,
      idempotencyKeysHours: 1,
      contactMessagesDays: 90,
      closedEnquiriesDays: 730
    })
    const html = new TextDecoder().decode(rewritten.body)
    expect(html).toContain("<li>वन-टाइम पासवर्ड (OTP) और उन्हें भेजने वाले SMS संदेश: 3 दिन।</li>")
    expect(html).toContain("<li>किसी फ़ॉर्म को दो बार जमा होने से रोकने वाले रिकॉर्ड: 1 घंटा।</li>")
    expect(html).toContain("<li>&#x27;संपर्क करें&#x27; फ़ॉर्म से भेजे गए संदेश: 90 दिन।</li>")
    expect(html).toContain(
      "<li>अस्वीकार या नामंज़ूर की गई लोन पूछताछ, और उनके साथ की गई क्रेडिट स्कोर पूछताछ: निर्णय के 2 वर्ष बाद तक।</li>"
    )
    expect(html).not.toContain("7 दिन")
  })
})
