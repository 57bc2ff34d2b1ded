/**
 * The API in the request's language (issue 15): a 400 names each field with the message of the shared schemas in
 * the language the request's Accept-Language asks for (the browser app sends its page's own language), Hindi or
 * English, and writes nothing either way. The Hindi texts are written out here, as a Hindi-speaking customer reads
 * them on the form.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { referralEnquiry, selfEnquiry } from "../domain/enquiry.fixtures.ts"
import { Enquiries } from "./enquiries/repo.ts"
import { roomyLimits } from "./limits/rules.ts"
import { type RunningServer, startServer } from "./main.ts"
import { databaseTargets, useTempDirs } from "./test-targets.ts"

const tempDir = useTempDirs()
const targets = databaseTargets("languages", tempDir)

describe.each(targets)("the API's messages on $name", (target) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: tempDir("loans-languages-dist-"),
      requestLog: false,
      limits: roomyLimits(),
      ...target.settings()
    })
  })
  afterAll(async () => {
    if (server) {
      await target.cleanup(server)
      await server.close()
    }
  })

  const post = (body: unknown, language?: string) =>
    fetch(`${server.url}/api/loan-enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(language ? { "accept-language": language } : {}) },
      body: JSON.stringify(body)
    })
  const count = () => server.run(Enquiries.use((e) => e.count))

  it.each([
    [
      "a mobile starting with 5",
      { ...selfEnquiry, phone: "5876543210" },
      "phone",
      "Mobile number must start with 6, 7, 8, or 9",
      "मोबाइल नंबर 6, 7, 8 या 9 से शुरू होना चाहिए"
    ],
    [
      "a short mobile",
      { ...selfEnquiry, phone: "98765" },
      "phone",
      "Mobile number must be 10 digits",
      "मोबाइल नंबर 10 अंकों का होना चाहिए"
    ],
    [
      "a name with digits",
      { ...selfEnquiry, first_name: "Asha1" },
      "first_name",
      "Name must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
      "नाम में केवल अक्षर (अंग्रेज़ी या किसी भारतीय लिपि के), स्पेस, एपॉस्ट्रॉफ़ी (') और हाइफ़न (-) ही हो सकते हैं।"
    ],
    [
      "the referrer's own mobile as the friend's",
      { ...referralEnquiry, phone: referralEnquiry.referralPhone },
      "",
      "Your Referral's mobile number and your mobile number should not be the same if you are referring.",
      "रेफ़र करते समय, जिन्हें आप रेफ़र कर रहे हैं उनका मोबाइल नंबर और आपका मोबाइल नंबर एक नहीं होना चाहिए।"
    ]
  ])("%s: English by default and for en-IN, Hindi for hi-IN", async (_case, payload, field, english, hindi) => {
    const before = await count()
    for (const [language, message] of [
      [undefined, english],
      ["en-IN,en;q=0.9", english],
      ["hi-IN,hi;q=0.9,en;q=0.8", hindi],
      ["hi", hindi]
    ] as const) {
      const response = await post(payload, language)
      expect(response.status).toBe(400)
      const body = await response.json()
      const issue = body.errors.find((e: { path: string }) => field === "" || e.path === field)
      expect(issue?.message, `${language}: ${JSON.stringify(body.errors)}`).toBe(message)
    }
    expect(await count()).toBe(before)
  })

  it("a field left out altogether: the form's own message in each language", async () => {
    const { first_name: _, ...withoutName } = selfEnquiry
    const english = await (await post(withoutName, "en")).json()
    const hindi = await (await post(withoutName, "hi-IN")).json()
    expect(english.errors).toContainEqual({ path: "first_name", message: "Please enter your name." })
    expect(hindi.errors).toContainEqual({ path: "first_name", message: "कृपया अपना नाम दर्ज करें।" })
  })

  const postTo = (path: string, body: unknown, language: string) =>
    fetch(`${server.url}/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": language },
      body: JSON.stringify(body)
    })
  const messageAt = async (response: Response, field: string) => {
    expect(response.status).toBe(400)
    const body = await response.json()
    return body.errors.find((e: { path: string }) => e.path === field)?.message
  }

  it("the credit-score form's 400s: pincode and city in Hindi, in English for English", async () => {
    const payload = {
      first_name: "Asha",
      last_name: "Rao",
      gender: "Female",
      email: "asha@example.in",
      phone: "9876543210",
      panNumber: "ABCDE1234F",
      dob: "1990-01-01",
      address: "1 MG Road",
      pincode: "012345",
      city: "Pune1",
      state: "Maharashtra",
      acceptTerms: true
    }
    const hindi = await postTo("/cibil-enquiries", payload, "hi")
    const body = await hindi.clone().json()
    expect(await messageAt(hindi, "pincode"), JSON.stringify(body)).toBe("कृपया मान्य 6 अंकों का पिनकोड दर्ज करें।")
    expect(body.errors.find((e: { path: string }) => e.path === "city")?.message).toBe(
      "शहर के नाम में केवल अक्षर, स्पेस, अपॉस्ट्रॉफ़ी और हाइफ़न हो सकते हैं।"
    )
    expect(await messageAt(await postTo("/cibil-enquiries", payload, "en"), "pincode")).toBe(
      "Please enter a valid 6-digit pincode."
    )
  })

  it("the grievance form's 400s in Hindi: the category and the description", async () => {
    const payload = {
      name: "Asha Rao",
      mobile: "9876543210",
      email: "asha@example.in",
      trackingId: "",
      category: "Something else entirely",
      description: "   "
    }
    const response = await postTo("/grievances", payload, "hi-IN")
    const body = await response.clone().json()
    expect(await messageAt(response, "category"), JSON.stringify(body)).toBe("कृपया चुनें कि आपकी शिकायत किस बारे में है।")
    expect(body.errors.find((e: { path: string }) => e.path === "description")?.message).toBe(
      "कृपया अपनी शिकायत का विवरण दें।"
    )
  })

  it("the feedback form's 400 in Hindi, even for a message its schema read when it loaded", async () => {
    const payload = { name: "Asha Rao", email: "asha@example.in", loanType: "Home Loan", feedback: "Good", rating: 0 }
    expect(await messageAt(await postTo("/testimonials", payload, "hi"), "rating")).toBe("कृपया सभी ज़रूरी फ़ील्ड भरें।")
    expect(await messageAt(await postTo("/testimonials", payload, "en"), "rating")).toBe(
      "Please fill in all required fields."
    )
  })

  it("a request in Hindi leaves the next English request in English (no language leaks between requests)", async () => {
    const [hindi, english] = await Promise.all([
      post({ ...selfEnquiry, phone: "5876543210" }, "hi"),
      post({ ...selfEnquiry, phone: "5876543210" }, "en")
    ])
    expect((await hindi.json()).message).toBe("मोबाइल नंबर 6, 7, 8 या 9 से शुरू होना चाहिए")
    expect((await english.json()).message).toBe("Mobile number must start with 6, 7, 8, or 9")
  })
})
