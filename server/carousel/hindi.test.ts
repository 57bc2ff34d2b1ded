/**
 * The home carousel in Hindi, on the real server: the nine seeded slides carry Hindi (migration 0059), the public
 * GET /api/carousel answers each slide's words in the request's language (Accept-Language: hi, as the Hindi pages'
 * API client sends), falling back to a field's English only where its Hindi is not written; staff save a slide with
 * or without its Hindi in the back office (blank Hindi is stored as not written), and the Hindi fields have the
 * English fields' limits. The expected words are written out here. On the embedded database, and again on PostgreSQL
 * when TEST_DATABASE_URL is set.
 */
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { roomyLimits } from "../limits/rules.ts"
import { type RunningServer, startServer } from "../main.ts"
import { adminSessionCookie, databaseTargets, useTempDirs } from "../test-targets.ts"

const tempDir = useTempDirs()
const targets = databaseTargets("carousel_hindi", tempDir)

const password = "correct horse battery staple"

/** The seeded Hindi of three slides, as written for the migration. */
const seededHindi = {
  personal: {
    heading: "पर्सनल लोन, सालाना 11.9% से",
    text: "शादी, यात्रा या किसी आपात स्थिति के लिए: मंज़ूरी के 24-48 घंटों में पैसा।",
    primaryButtonText: "अभी आवेदन करें",
    secondaryButtonText: "पर्सनल लोन के बारे में"
  },
  home: {
    heading: "होम लोन, 8.45% से",
    text: "अपने मनचाहे घर के लिए ₹5 लाख से ₹5 करोड़ तक का लोन, 30 साल तक की अवधि के साथ।",
    primaryButtonText: "अभी आवेदन करें",
    secondaryButtonText: "होम लोन के बारे में"
  },
  referAndEarn: {
    heading: "बस कुछ क्लिक में कमाई शुरू करें",
    text: "किसी मित्र को लोन के लिए रेफ़र करें और उनका लोन मिलने पर रिवॉर्ड पॉइंट कमाएँ।",
    primaryButtonText: "अभी रेफ़र करें",
    secondaryButtonText: "यह कैसे काम करता है"
  }
}

/** Latin words a Hindi slide may carry: the abbreviation CIBIL (docs/i18n.md). */
const latinWords = (s: string) => (s.match(/[A-Za-z]+/gu) ?? []).filter((w) => w !== "CIBIL")

const englishSlide = {
  heading: "Festive offer",
  text: "Lower rates this month.",
  imageUrl: "/carousel/home.svg",
  isPrimaryButtonEnabled: true,
  primaryButtonText: "Apply Now",
  primaryButtonUrl: "/resources/apply-now",
  isSecondaryButtonEnabled: true,
  secondaryButtonText: "See rates",
  secondaryButtonUrl: "/services/home-loan",
  isActive: true
}

interface PublicSlide {
  heading: string
  text: string
  primaryButtonText: string
  secondaryButtonText: string
  primaryButtonUrl: string
}

describe.each(targets)("the carousel in Hindi on $name", (target) => {
  let server: RunningServer
  let cookie = ""

  const admin = (route: string, method = "GET", body?: unknown) =>
    fetch(`${server.url}/api/admin${route}`, {
      method,
      headers: {
        cookie: `loans_admin=${cookie}`,
        ...(body === undefined ? {} : { "content-type": "application/json", "x-admin-request": "1" })
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
  const publicSlides = async (language?: string): Promise<Array<PublicSlide>> => {
    const response = await fetch(`${server.url}/api/carousel`, {
      headers: language === undefined ? {} : { "accept-language": language }
    })
    expect(response.status).toBe(200)
    return (await response.json()).data
  }
  const hindiColumns = (id: string) =>
    server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* Effect.orDie(
          sql<Record<string, string | null>>`
            SELECT heading_hi, text_hi, primary_button_text_hi, secondary_button_text_hi
            FROM carousel_slides WHERE id = ${id}`
        )
      })
    )

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: tempDir("loans-dist-"),
      requestLog: false,
      adminPassword: Redacted.make(password),
      limits: roomyLimits(),
      ...target.settings()
    })
    cookie = await adminSessionCookie(server, password)
  }, 120_000)

  afterAll(async () => {
    if (server) await target.cleanup(server)
    await server?.close()
    vi.restoreAllMocks()
  })

  it("answers the nine seeded slides in Hindi to a Hindi request, in English otherwise", async () => {
    const hindi = await publicSlides("hi-IN,hi;q=0.9,en;q=0.5")
    expect(hindi).toHaveLength(9)
    expect(hindi[0]).toMatchObject({ ...seededHindi.personal, primaryButtonUrl: "/apply?loanType=Personal%20Loan" })
    expect(hindi[3]).toMatchObject(seededHindi.home)
    expect(hindi[8]).toMatchObject(seededHindi.referAndEarn)
    for (const s of hindi) {
      for (const words of [s.heading, s.text, s.primaryButtonText, s.secondaryButtonText]) {
        expect(latinWords(words), words).toEqual([])
        expect(words).toMatch(/[\u0900-\u097f]/u)
      }
    }
    for (const english of [await publicSlides(), await publicSlides("en-IN")]) {
      expect(english[0]).toMatchObject({
        heading: "Personal loans from 11.9% a year",
        primaryButtonText: "Apply Now",
        secondaryButtonText: "About Personal Loans"
      })
    }
  })

  it("gives staff each slide's Hindi, and an empty field where it is not written", async () => {
    const response = await admin("/carousel")
    expect(response.status).toBe(200)
    const slides = (await response.json()).data
    expect(slides[0]).toMatchObject({
      id: "personal",
      headingHi: seededHindi.personal.heading,
      textHi: seededHindi.personal.text,
      primaryButtonTextHi: seededHindi.personal.primaryButtonText,
      secondaryButtonTextHi: seededHindi.personal.secondaryButtonText
    })
  })

  it("saves a slide without Hindi (not written: /hi/ shows its English), then with it", async () => {
    const added = await admin("/carousel", "POST", englishSlide)
    expect(added.status).toBe(200)
    const slide = (await added.json()).data
    expect(slide).toMatchObject({ headingHi: "", textHi: "", primaryButtonTextHi: "", secondaryButtonTextHi: "" })
    expect(await hindiColumns(slide.id)).toEqual([
      { heading_hi: null, text_hi: null, primary_button_text_hi: null, secondary_button_text_hi: null }
    ])
    expect((await publicSlides("hi")).at(-1)).toMatchObject({
      heading: "Festive offer",
      text: "Lower rates this month.",
      primaryButtonText: "Apply Now",
      secondaryButtonText: "See rates"
    })

    // Hindi for some fields: those show in Hindi, the others in English; blank Hindi is not written.
    const partly = await admin(`/carousel/${slide.id}`, "PUT", {
      ...englishSlide,
      headingHi: "  त्योहार का ऑफ़र  ",
      textHi: "   ",
      primaryButtonTextHi: "अभी आवेदन करें"
    })
    expect(partly.status).toBe(200)
    expect((await partly.json()).data).toMatchObject({
      headingHi: "त्योहार का ऑफ़र",
      textHi: "",
      primaryButtonTextHi: "अभी आवेदन करें",
      secondaryButtonTextHi: ""
    })
    expect(await hindiColumns(slide.id)).toEqual([
      {
        heading_hi: "त्योहार का ऑफ़र",
        text_hi: null,
        primary_button_text_hi: "अभी आवेदन करें",
        secondary_button_text_hi: null
      }
    ])
    expect((await publicSlides("hi")).at(-1)).toMatchObject({
      heading: "त्योहार का ऑफ़र",
      text: "Lower rates this month.",
      primaryButtonText: "अभी आवेदन करें",
      secondaryButtonText: "See rates"
    })
    expect((await publicSlides("en")).at(-1)).toMatchObject({
      heading: "Festive offer",
      primaryButtonText: "Apply Now"
    })

    // All of it in Hindi.
    const whole = await admin(`/carousel/${slide.id}`, "PUT", {
      ...englishSlide,
      headingHi: "त्योहार का ऑफ़र",
      textHi: "इस महीने कम ब्याज दरें।",
      primaryButtonTextHi: "अभी आवेदन करें",
      secondaryButtonTextHi: "दरें देखें"
    })
    expect(whole.status).toBe(200)
    expect((await publicSlides("hi")).at(-1)).toMatchObject({
      heading: "त्योहार का ऑफ़र",
      text: "इस महीने कम ब्याज दरें।",
      primaryButtonText: "अभी आवेदन करें",
      secondaryButtonText: "दरें देखें"
    })
  })

  it("refuses Hindi longer than its English field may be, and writes nothing", async () => {
    const before = await hindiColumns("home")
    for (const [field, value, message] of [
      ["headingHi", "क".repeat(81), "The Hindi heading must be at most 80 characters, on one line."],
      ["textHi", "क".repeat(201), "The Hindi text must be at most 200 characters."],
      ["primaryButtonTextHi", "क".repeat(31), "The Hindi button text must be at most 30 characters, on one line."],
      ["headingHi", "दो\nपंक्तियाँ", "The Hindi heading must be at most 80 characters, on one line."]
    ] as const) {
      const response = await admin("/carousel/home", "PUT", { ...englishSlide, [field]: value })
      expect(response.status, field).toBe(400)
      const body = await response.json()
      expect(body.errors, field).toEqual([{ path: field, message }])
    }
    expect(await hindiColumns("home")).toEqual(before)
  })
})
