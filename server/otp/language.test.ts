/**
 * An OTP SMS goes out in the language the person used (issue 15 point 7): the request's Accept-Language picks it
 * (the browser app sends its page's language there). Hindi for `hi`, English for `en`, for no header and for a
 * language we do not have. The answer's messages follow the same language. On the embedded database, and again on
 * PostgreSQL when TEST_DATABASE_URL is set. The texts are written out here, never imported.
 */

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { withEmptyCluster } from "../db/test-cluster.ts"
import { roomyLimits } from "../limits/rules.ts"
import { type RunningServer, startServer } from "../main.ts"
import { databaseTargets, useTempDirs } from "../test-targets.ts"
import { Outbox } from "./sms.ts"

const tempDir = useTempDirs()
const targets = databaseTargets("otplang", tempDir)

/** The SMS of each language, `CODE` standing for the six digits. */
const sms = {
  en: {
    "credit-score":
      "CODE is your OTP to check your credit score. It is valid for 5 minutes. Do not share it with anyone.",
    redeem: "CODE is your OTP to view and redeem your rewards. It is valid for 5 minutes. Do not share it with anyone."
  },
  hi: {
    "credit-score": "अपना क्रेडिट स्कोर देखने के लिए आपका OTP CODE है। यह 5 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।",
    redeem: "अपने रिवॉर्ड देखने और रिडीम करने के लिए आपका OTP CODE है। यह 5 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।"
  }
} as const

const answers = {
  en: {
    sent: "An OTP has been sent to your mobile number.",
    tooSoon: "Please wait before requesting a new OTP.",
    wrongCode: "Incorrect OTP. Please try again."
  },
  hi: {
    sent: "आपके मोबाइल नंबर पर OTP भेजा गया है।",
    tooSoon: "नया OTP मँगाने से पहले कृपया कुछ देर प्रतीक्षा करें।",
    wrongCode: "OTP गलत है। कृपया फिर से प्रयास करें।"
  }
} as const

let nextMobile = 0
const freshMobile = () => String(8_100_000_000 + 1_000 * ++nextMobile + Math.floor(Math.random() * 1000))

describe.each(targets)("the OTP SMS in the person's language on $name", (target) => {
  let server: RunningServer

  const post = (route: string, body: unknown, language: string | undefined) =>
    fetch(`${server.url}${route}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(language === undefined ? {} : { "accept-language": language })
      },
      body: JSON.stringify(body)
    })
  const outbox = (mobile: string) => server.run(Outbox.use((o) => o.forMobile(mobile)))
  /** The one SMS the mobile got, with its code put back as CODE. */
  const onlySms = async (mobile: string) => {
    const sent = await outbox(mobile)
    expect(sent).toHaveLength(1)
    const text = sent[0]!.text
    const code = /\d{6}/u.exec(text)?.[0]
    expect(code).toMatch(/^\d{6}$/u)
    return { text: text.replace(code!, "CODE"), code: code! }
  }

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      dataDir: withEmptyCluster(tempDir("loans-otplang-")),
      distDir: tempDir("loans-dist-"),
      limits: roomyLimits(),
      ...target.settings()
    })
  }, 180_000)

  afterAll(async () => {
    if (server) {
      await target.cleanup(server)
      await server.close()
    }
    vi.restoreAllMocks()
  })

  it("Accept-Language hi: the SMS and the answer in Hindi", async () => {
    const mobile = freshMobile()
    const response = await post("/api/otp", { mobile, purpose: "credit-score" }, "hi")
    expect(response.status).toBe(200)
    expect((await response.json()).message).toBe(answers.hi.sent)
    expect((await onlySms(mobile)).text).toBe(sms.hi["credit-score"])
  })

  it("a browser's Hindi-first header (hi-IN, then English) gets Hindi too, for redeem", async () => {
    const mobile = freshMobile()
    const response = await post("/api/otp", { mobile, purpose: "redeem" }, "hi-IN,hi;q=0.9,en;q=0.8")
    expect(response.status).toBe(200)
    expect((await onlySms(mobile)).text).toBe(sms.hi.redeem)
  })

  it.each([
    ["en", "en"],
    ["no header", undefined],
    ["a language we do not have (fr)", "fr-FR,fr;q=0.9"],
    ["English preferred over Hindi", "en-IN,en;q=0.9,hi;q=0.5"]
  ])("%s: the SMS and the answer in English", async (_name, language) => {
    const mobile = freshMobile()
    const response = await post("/api/otp", { mobile, purpose: "credit-score" }, language)
    expect(response.status).toBe(200)
    expect((await response.json()).message).toBe(answers.en.sent)
    expect((await onlySms(mobile)).text).toBe(sms.en["credit-score"])
  })

  it("the refusals follow the language too: a resend too soon, a wrong code", async () => {
    const mobile = freshMobile()
    expect((await post("/api/otp", { mobile, purpose: "redeem" }, "hi")).status).toBe(200)
    const { code } = await onlySms(mobile)

    const again = await post("/api/otp", { mobile, purpose: "redeem" }, "hi")
    expect(again.status).toBe(429)
    expect((await again.json()).message).toBe(answers.hi.tooSoon)
    const againEnglish = await post("/api/otp", { mobile, purpose: "redeem" }, "en")
    expect((await againEnglish.json()).message).toBe(answers.en.tooSoon)

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0")
    const refused = await post("/api/otp/verify", { mobile, purpose: "redeem", code: wrong }, "hi")
    expect(refused.status).toBe(401)
    expect((await refused.json()).message).toBe(answers.hi.wrongCode)
    const refusedEnglish = await post("/api/otp/verify", { mobile, purpose: "redeem", code: wrong }, undefined)
    expect((await refusedEnglish.json()).message).toBe(answers.en.wrongCode)
  })
})
