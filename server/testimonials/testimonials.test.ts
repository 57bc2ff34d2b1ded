/**
 * Testimonials and feedback against the real server: on the embedded database, and again on PostgreSQL when
 * TEST_DATABASE_URL is set (its own schema, dropped afterwards). JSON and multipart submissions; pictures checked by
 * their bytes; every bad input answers 400 with the shared Schema's message and stores nothing; a submission is
 * listed only once approved; pictures are served with their type, nosniff, and SVG sandboxed.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { loanTypeNames } from "../../domain/loans.ts"
import { feedbackMaxLength, pictureMaxBytes } from "../../domain/testimonials.ts"
import { roomyLimits } from "../limits/rules.ts"
import { type RunningServer, startServer } from "../main.ts"
import { databaseTargets, pictureHeadersOf, pictureServedAs, useTempDirs } from "../test-targets.ts"
import { pictureContentSecurityPolicy } from "./http.ts"
import { Testimonials } from "./repo.ts"

/** The spec's words (sections 2, 5 and 8), written out: the oracle, never imported from domain/. */
const spec = {
  feedbackImage: "Please select an image file (JPEG, JPG, PNG, SVG, etc.).",
  feedbackRequired: "Please fill in all required fields.",
  feedbackSuccess: "Feedback submitted successfully!"
} as const
/** Our words where the spec names none, written out as well. */
const ours = {
  email: "Please enter a valid email address.",
  feedbackPictureTooLarge: "Please select an image of at most 2 MB.",
  feedbackTooLong: "Please keep your feedback to 175 characters."
} as const

/** The 400 for a picture over 2 MB, whether its size or the body's gives it away. */
const pictureTooLarge = {
  _tag: "ValidationError",
  success: false,
  message: ours.feedbackPictureTooLarge,
  errors: [{ path: "profilePicture", message: ours.feedbackPictureTooLarge }]
}

const tempDir = useTempDirs()
const targets = databaseTargets("testimonials", tempDir)

// Real images, as small as they come.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64"
)
const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64")
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from("JFIF\0\x01\x01\0\0\x01\0\x01\0\0"),
  Buffer.from([0xff, 0xd9])
])
const webp = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from("WEBPVP8L"),
  Buffer.alloc(14, 0)
])
const svgWithScript = Buffer.from(
  `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><circle cx="5" cy="5" r="4" fill="#0b4a96"/></svg>`
)

const feedback = {
  name: "Asha Rao",
  email: "asha@example.in",
  profilePicture: null,
  loanType: "Home Loan",
  feedback: "Helpful team and a quick sanction. Thank you!",
  rating: 5
}

const fieldsOf = (overrides: Record<string, string> = {}) => ({
  name: "Ravi Kumar",
  email: "ravi@example.in",
  loanType: "Auto Loan",
  feedback: "Bought my first car in three days.",
  rating: "4",
  ...overrides
})

const formWith = (fields: Record<string, string>, picture?: { bytes: Buffer; name: string; type: string }) => {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  if (picture)
    form.set("profilePicture", new Blob([new Uint8Array(picture.bytes)], { type: picture.type }), picture.name)
  return form
}

describe.each(targets)("testimonials on $name", (target) => {
  let server: RunningServer

  const list = async (query = "") => {
    const response = await fetch(`${server.url}/api/testimonials${query}`)
    expect(response.status).toBe(200)
    return (await response.json()).data as Array<Record<string, unknown>>
  }
  const postJson = (body: unknown) =>
    fetch(`${server.url}/api/testimonials`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body)
    })
  const postForm = (form: FormData) => fetch(`${server.url}/api/testimonials`, { method: "POST", body: form })
  const count = () => server.run(Testimonials.use((t) => t.count))
  /** The stored row of a submission (by its unique e-mail), then approved as the back office would. */
  const approveByEmail = (email: string) =>
    server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const [row] = yield* sql<{ id: string }>`SELECT id::text AS id FROM testimonials WHERE email = ${email}`
        yield* Testimonials.use((t) => t.approve(row!.id))
      })
    )
  const storedByEmail = (email: string) =>
    server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* sql<{ approved: boolean; content: string; user_name: string }>`
        SELECT approved, content, user_name FROM testimonials WHERE email = ${email}
      `
      })
    )

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: tempDir("loans-testimonials-dist-"),
      // Many requests from one address (127.0.0.1): the per-address limits are raised here, on purpose (server/limits.test.ts tests them).
      limits: roomyLimits(),
      ...target.settings()
    })
  })

  afterAll(async () => {
    if (server) {
      await target.cleanup(server)
      await server.close()
    }
    vi.restoreAllMocks()
  })

  describe("GET /api/testimonials", () => {
    it("lists the 21 seeded stories, newest first, each with the spec's fields", async () => {
      const data = await list()
      expect(data).toHaveLength(21)
      for (const t of data) {
        expect(Object.keys(t).sort()).toEqual(["city", "content", "date", "productType", "rating", "userName"])
        expect(t.date).toMatch(
          /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) 202[45]$/u
        )
        expect(t.rating).toBeGreaterThanOrEqual(1)
        expect(t.rating).toBeLessThanOrEqual(5)
        expect(String(t.content).length).toBeLessThanOrEqual(feedbackMaxLength)
      }
      const days = data.map((t) => Date.parse(String(t.date)))
      expect(days).toEqual([...days].sort((a, b) => b - a))
      expect(data[0]).toMatchObject({
        userName: "Suresh Patil",
        city: "Nashik",
        productType: "Loan Against Property",
        date: "8 April 2025",
        rating: 5
      })
    })

    it("has three stories for each of the spec's seven products, none for Professional Loan", async () => {
      const data = await list()
      const byProduct = Object.fromEntries(
        loanTypeNames.map((n) => [n, data.filter((t) => t.productType === n).length])
      )
      expect(byProduct).toEqual({
        "Personal Loan": 3,
        "Business Loan": 3,
        "Professional Loan": 0,
        "Home Loan": 3,
        "Auto Loan": 3,
        "Loan Against Property": 3,
        "Commercial Vehicle Loan": 3,
        "Working Capital Loan": 3
      })
    })

    it("narrows to one product", async () => {
      const data = await list("?productType=Working%20Capital%20Loan")
      expect(data.map((t) => t.userName)).toEqual(["Sanjay Mehta", "Kavita Deshmukh", "Abdul Rahman"])
      expect(await list("?productType=Professional%20Loan")).toEqual([])
    })

    it("answers an unknown product with 400", async () => {
      const response = await fetch(`${server.url}/api/testimonials?productType=Gold%20Loan`)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        success: false,
        errors: [{ path: "productType", message: "Please choose one of our eight loan types." }]
      })
    })
  })

  describe("POST /api/testimonials as JSON", () => {
    it("stores the spec's JSON unapproved: not listed until approved, then listed first with today's date", async () => {
      const before = await count()
      const email = `json-${Date.now()}@example.in`
      const response = await postJson({ ...feedback, email })
      expect(response.status).toBe(201)
      expect(await response.json()).toEqual({ success: true, message: spec.feedbackSuccess })
      expect(await count()).toEqual({ testimonials: before.testimonials + 1, pictures: before.pictures })
      expect(await storedByEmail(email)).toEqual([
        { approved: false, content: feedback.feedback, user_name: "Asha Rao" }
      ])
      expect((await list()).some((t) => t.content === feedback.feedback)).toBe(false)
      expect((await list("?productType=Home%20Loan")).some((t) => t.content === feedback.feedback)).toBe(false)

      await approveByEmail(email)
      const [first] = await list("?productType=Home%20Loan")
      const today = new Intl.DateTimeFormat("en-GB", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "Asia/Kolkata"
      }).format(new Date())
      expect(first).toEqual({
        content: feedback.feedback,
        userName: "Asha Rao",
        productType: "Home Loan",
        date: today,
        rating: 5
      })
    })

    it("takes the JSON without a profilePicture key, trimmed", async () => {
      const { profilePicture: _none, ...withoutPicture } = feedback
      const email = `nopic-${Date.now()}@example.in`
      const response = await postJson({ ...withoutPicture, email, name: "  Meera Iyer ", feedback: " Good. " })
      expect(response.status).toBe(201)
      expect(await storedByEmail(email)).toEqual([{ approved: false, content: "Good.", user_name: "Meera Iyer" }])
    })

    const { name: _n, ...withoutName } = feedback
    const { rating: _r, ...withoutRating } = feedback
    const invalid: Array<[string, unknown, string, string]> = [
      ["an empty name", { ...feedback, name: "" }, "name", spec.feedbackRequired],
      ["a blank name", { ...feedback, name: "   " }, "name", spec.feedbackRequired],
      ["no name at all", withoutName, "name", spec.feedbackRequired],
      ["an empty e-mail", { ...feedback, email: "" }, "email", spec.feedbackRequired],
      ["a bad e-mail", { ...feedback, email: "asha@" }, "email", ours.email],
      ["no loan type", { ...feedback, loanType: "" }, "loanType", spec.feedbackRequired],
      [
        "an unknown loan type",
        { ...feedback, loanType: "Gold Loan" },
        "loanType",
        "Please choose one of our eight loan types."
      ],
      ["empty feedback", { ...feedback, feedback: "" }, "feedback", spec.feedbackRequired],
      [
        "feedback of 176 characters",
        { ...feedback, feedback: "x".repeat(feedbackMaxLength + 1) },
        "feedback",
        ours.feedbackTooLong
      ],
      ["no rating", withoutRating, "rating", spec.feedbackRequired],
      ["a rating of 0", { ...feedback, rating: 0 }, "rating", spec.feedbackRequired],
      ["a rating of 6", { ...feedback, rating: 6 }, "rating", spec.feedbackRequired],
      ["a rating of 4.5", { ...feedback, rating: 4.5 }, "rating", spec.feedbackRequired],
      ["a rating as text", { ...feedback, rating: "5" }, "rating", spec.feedbackRequired],
      [
        "a picture as a JSON string",
        { ...feedback, profilePicture: "data:text/html,<script>1</script>" },
        "profilePicture",
        spec.feedbackImage
      ]
    ]

    it.each(invalid)("answers 400 for %s and stores nothing", async (_case, payload, fieldPath, message) => {
      const before = await count()
      const response = await postJson(payload)
      expect(response.status).toBe(400)
      const body = await response.json()
      expect(body.success).toBe(false)
      const issue = body.errors.find((e: { path: string }) => e.path === fieldPath)
      expect(issue, JSON.stringify(body.errors)).toBeDefined()
      expect(issue.message).toBe(message)
      expect(body.message).toBe(body.errors[0].message)
      expect(await count()).toEqual(before)
    })

    // Issue 10: a NUL answered 500 with an empty body; now every control character gets the field's message.
    const controlCases: Array<[string, string, string]> = [
      ["name", "Asha\u0000Rao", "Please remove the unsupported characters from your name."],
      ["name", "Asha\tRao", "Please remove the unsupported characters from your name."],
      ["email", "asha\u0000@example.in", "Please enter a valid email address."],
      ["loanType", "Home Loan\u0000", "Please choose one of our eight loan types."],
      ["feedback", "Helpful\u0000 team", "Please remove the unsupported characters from your feedback."],
      ["feedback", "Helpful\u0085 team", "Please remove the unsupported characters from your feedback."],
      ["feedback", "Helpful\u007f team", "Please remove the unsupported characters from your feedback."]
    ]
    it.each(controlCases)(
      "answers 400 for a control character in %s (%j) and stores nothing",
      async (field, value, message) => {
        const before = await count()
        const response = await postJson({ ...feedback, [field]: value })
        expect(response.status).toBe(400)
        expect(await response.json()).toMatchObject({ success: false, message, errors: [{ path: field, message }] })
        expect(await count()).toEqual(before)
      }
    )

    it("takes feedback of several lines", async () => {
      const before = await count()
      const response = await postJson({ ...feedback, email: "lines@example.in", feedback: "Quick.\r\nClear.\n\tKind." })
      expect(response.status).toBe(201)
      expect(await count()).not.toEqual(before)
    })

    it("names every missing field with the spec's message", async () => {
      const response = await postJson({ name: "", email: "", loanType: "", feedback: "", rating: 0 })
      const body = await response.json()
      expect(body.message).toBe(spec.feedbackRequired)
      expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
        "email",
        "feedback",
        "loanType",
        "name",
        "rating"
      ])
    })

    it.each([
      ["malformed JSON", '{"name": '],
      ["an empty body", ""],
      ["JSON null", "null"]
    ])("answers %s with 400 and stores nothing", async (_case, body) => {
      const before = await count()
      const response = await postJson(body)
      expect(response.status).toBe(400)
      expect((await response.json()).success).toBe(false)
      expect(await count()).toEqual(before)
    })
  })

  describe("POST /api/testimonials as multipart form data", () => {
    it("stores the fields and a PNG picture (by its bytes), served once approved", async () => {
      const before = await count()
      const email = `png-${Date.now()}@example.in`
      const response = await postForm(formWith(fieldsOf({ email }), { bytes: png, name: "me.png", type: "image/png" }))
      expect(response.status).toBe(201)
      expect(await response.json()).toEqual({ success: true, message: spec.feedbackSuccess })
      expect(await count()).toEqual({ testimonials: before.testimonials + 1, pictures: before.pictures + 1 })
      expect((await list("?productType=Auto%20Loan")).some((t) => t.userName === "Ravi Kumar")).toBe(false)

      // Not served before approval, even to someone who knows the id.
      const [{ public_id }] = (await server.run(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          return yield* sql<{ public_id: string }>`
          SELECT p.public_id FROM testimonial_pictures p JOIN testimonials t ON t.id = p.testimonial_id WHERE t.email = ${email}
        `
        })
      )) as [{ public_id: string }]
      expect((await fetch(`${server.url}/api/testimonials/pictures/${public_id}`)).status).toBe(404)

      await approveByEmail(email)
      const shown = (await list("?productType=Auto%20Loan")).find((t) => t.userName === "Ravi Kumar")
      expect(shown).toMatchObject({
        rating: 4,
        productType: "Auto Loan",
        pictureUrl: `/api/testimonials/pictures/${public_id}`
      })

      const picture = await fetch(`${server.url}${shown!.pictureUrl}`)
      expect(picture.status).toBe(200)
      expect(picture.headers.get("content-type")).toBe("image/png")
      expect(picture.headers.get("x-content-type-options")).toBe("nosniff")
      expect(picture.headers.get("content-security-policy")).toBe(pictureContentSecurityPolicy)
      expect(Buffer.from(await picture.arrayBuffer()).equals(png)).toBe(true)
    })

    it("serves an SVG as image/svg+xml with the sandbox policy, so its script never runs", async () => {
      const email = `svg-${Date.now()}@example.in`
      const response = await postForm(
        formWith(fieldsOf({ email, name: "Neha Gupta" }), {
          bytes: svgWithScript,
          name: "logo.svg",
          type: "image/svg+xml"
        })
      )
      expect(response.status).toBe(201)
      await approveByEmail(email)
      const shown = (await list()).find((t) => t.userName === "Neha Gupta" && t.pictureUrl)
      const picture = await fetch(`${server.url}${shown!.pictureUrl}`)
      expect(picture.headers.get("content-type")).toBe("image/svg+xml")
      expect(picture.headers.get("content-security-policy")).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox"
      )
      expect(picture.headers.get("x-content-type-options")).toBe("nosniff")
    })

    it.each([
      ["a JPEG", jpeg, "image/jpeg"],
      ["a GIF", gif, "image/gif"],
      ["a WebP", webp, "image/webp"]
    ])("takes %s whatever it is called, and serves it with its real type", async (_case, bytes, type) => {
      const email = `img-${Math.random().toString(36).slice(2)}@example.in`
      // Named and declared as something else: only the bytes count.
      const response = await postForm(
        formWith(fieldsOf({ email }), { bytes, name: "photo.bin", type: "application/octet-stream" })
      )
      expect(response.status).toBe(201)
      const stored = await server.run(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          return yield* sql<{ content_type: string }>`
          SELECT p.content_type FROM testimonial_pictures p JOIN testimonials t ON t.id = p.testimonial_id WHERE t.email = ${email}
        `
        })
      )
      expect(stored).toEqual([{ content_type: type }])
    })

    it("stores the fields alone when no picture is attached, or the file input was left empty", async () => {
      const before = await count()
      expect((await postForm(formWith(fieldsOf()))).status).toBe(201)
      const empty = formWith(fieldsOf())
      empty.set("profilePicture", new Blob([], { type: "application/octet-stream" }), "")
      expect((await postForm(empty)).status).toBe(201)
      expect(await count()).toEqual({ testimonials: before.testimonials + 2, pictures: before.pictures })
    })

    const notImages: Array<[string, Buffer, string, string]> = [
      ["a text file renamed to .png", Buffer.from("hello, this is not a picture"), "me.png", "image/png"],
      [
        "an HTML page renamed to .svg",
        Buffer.from("<html><body><svg></svg><script>alert(1)</script></body></html>"),
        "me.svg",
        "image/svg+xml"
      ],
      [
        "SVG that is not well-formed XML",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><circle></svg>'),
        "me.svg",
        "image/svg+xml"
      ],
      [
        "SVG with entity declarations",
        Buffer.from('<!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;&a;</svg>'),
        "me.svg",
        "image/svg+xml"
      ],
      ["a PDF called photo.jpg", Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n"), "photo.jpg", "image/jpeg"],
      ["the PNG signature cut short", png.subarray(0, 5), "me.png", "image/png"]
    ]

    it.each(notImages)("refuses %s with the spec's message and stores nothing", async (_case, bytes, name, type) => {
      const before = await count()
      const response = await postForm(formWith(fieldsOf(), { bytes, name, type }))
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        success: false,
        message: spec.feedbackImage,
        errors: [{ path: "profilePicture", message: spec.feedbackImage }]
      })
      expect(await count()).toEqual(before)
    })

    it("refuses a picture over 2 MB and stores nothing", async () => {
      const before = await count()
      const big = Buffer.concat([png, Buffer.alloc(pictureMaxBytes + 1 - png.length, 0)])
      const response = await postForm(formWith(fieldsOf(), { bytes: big, name: "big.png", type: "image/png" }))
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ success: false, message: ours.feedbackPictureTooLarge })
      expect(await count()).toEqual(before)
    })

    it("takes a picture of exactly 2 MB", async () => {
      const before = await count()
      const exact = Buffer.concat([png, Buffer.alloc(pictureMaxBytes - png.length, 0)])
      const response = await postForm(formWith(fieldsOf(), { bytes: exact, name: "exact.png", type: "image/png" }))
      expect(response.status).toBe(201)
      expect(await count()).toEqual({ testimonials: before.testimonials + 1, pictures: before.pictures + 1 })
    })

    it("answers a body over 3 MB with 413 before reading it, and stores nothing", async () => {
      const before = await count()
      const huge = Buffer.concat([png, Buffer.alloc(4 * 1024 * 1024, 0)])
      const response = await postForm(formWith(fieldsOf(), { bytes: huge, name: "huge.png", type: "image/png" }))
      expect(response.status).toBe(413)
      expect(await count()).toEqual(before)
    })

    const badFields: Array<[string, Record<string, string>, string, string]> = [
      ["no rating", { rating: "" }, "rating", spec.feedbackRequired],
      ["a rating of 9", { rating: "9" }, "rating", spec.feedbackRequired],
      ["a rating that is not a number", { rating: "five" }, "rating", spec.feedbackRequired],
      ["no name", { name: "" }, "name", spec.feedbackRequired],
      ["a bad e-mail", { email: "ravi" }, "email", ours.email],
      ["an unknown loan type", { loanType: "Gold Loan" }, "loanType", "Please choose one of our eight loan types."],
      ["feedback of 176 characters", { feedback: "y".repeat(feedbackMaxLength + 1) }, "feedback", ours.feedbackTooLong]
    ]

    it.each(badFields)(
      "answers %s with 400 even with a good picture, and stores nothing",
      async (_case, overrides, fieldPath, message) => {
        const before = await count()
        const response = await postForm(
          formWith(fieldsOf(overrides), { bytes: png, name: "me.png", type: "image/png" })
        )
        expect(response.status).toBe(400)
        const body = await response.json()
        expect(body.errors).toContainEqual({ path: fieldPath, message })
        expect(await count()).toEqual(before)
      }
    )

    it.each([
      ["name", "Ravi\u0000", "Please remove the unsupported characters from your name."],
      ["email", "ravi@example.in\u0000", "Please enter a valid email address."],
      ["loanType", "\u0000Auto Loan", "Please choose one of our eight loan types."],
      ["feedback", "First car\u0000", "Please remove the unsupported characters from your feedback."],
      ["feedback", "First car\u001b[0m", "Please remove the unsupported characters from your feedback."]
    ])("answers 400 for a control character in the %s field (%j) and stores nothing", async (field, value, message) => {
      const before = await count()
      const response = await postForm(
        formWith(fieldsOf({ [field]: value }), { bytes: png, name: "me.png", type: "image/png" })
      )
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ success: false, message, errors: [{ path: field, message }] })
      expect(await count()).toEqual(before)
    })

    it("names a missing field and a bad picture together", async () => {
      const { rating: _drop, ...noRating } = fieldsOf()
      const response = await postForm(
        formWith(noRating, { bytes: Buffer.from("nope"), name: "a.png", type: "image/png" })
      )
      const body = await response.json()
      expect(body.errors).toEqual([
        { path: "rating", message: spec.feedbackRequired },
        { path: "profilePicture", message: spec.feedbackImage }
      ])
      expect(body.message).toBe(spec.feedbackRequired)
    })

    it("answers a broken multipart body with 400 and stores nothing", async () => {
      const before = await count()
      const response = await fetch(`${server.url}/api/testimonials`, {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=xyz" },
        body: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\r\n--xyz--garbage'
      })
      expect(response.status).toBe(400)
      expect(await count()).toEqual(before)
    })
  })

  describe("GET /api/testimonials/pictures/:pictureId", () => {
    it("answers 404 JSON for an unknown picture", async () => {
      for (const id of ["nope", "a".repeat(22), "..%2F..%2Fetc"]) {
        const response = await fetch(`${server.url}/api/testimonials/pictures/${id}`)
        expect(response.status).toBe(404)
        expect(await response.json()).toMatchObject({ success: false })
      }
    })
  })

  describe("pictures at the size limit and repeated fields", () => {
    /** The stored picture of a submission (by its unique e-mail): its type and size, or none. */
    const storedPicture = (email: string) =>
      server.run(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          return yield* sql<{ content_type: string; size: number; public_id: string }>`
            SELECT p.content_type, octet_length(p.bytes)::int AS size, p.public_id
            FROM testimonial_pictures p JOIN testimonials t ON t.id = p.testimonial_id WHERE t.email = ${email}
          `
        })
      )
    const uniqueEmail = (what: string) => `${what}-${Math.random().toString(36).slice(2)}@example.in`
    /** A form's bytes and content type, to send as the test likes (chunked, without Content-Length). */
    const encoded = async (form: FormData) => {
      const request = new Request("http://localhost/", { method: "POST", body: form })
      return {
        contentType: request.headers.get("content-type")!,
        bytes: new Uint8Array(await request.arrayBuffer())
      }
    }
    const postChunked = async (form: FormData) => {
      const { contentType, bytes } = await encoded(form)
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let offset = 0; offset < bytes.length; offset += 64 * 1024)
            controller.enqueue(bytes.subarray(offset, offset + 64 * 1024))
          controller.close()
        }
      })
      return fetch(`${server.url}/api/testimonials`, {
        method: "POST",
        headers: { "content-type": contentType },
        body,
        duplex: "half"
      } as RequestInit)
    }

    it("keeps a picture of exactly 2097152 bytes whole, and serves it with its headers written out", async () => {
      const email = uniqueEmail("exact")
      const exact = Buffer.concat([png, Buffer.alloc(2_097_152 - png.length, 7)])
      const response = await postForm(
        formWith(fieldsOf({ email }), { bytes: exact, name: "exact.png", type: "image/png" })
      )
      expect(response.status).toBe(201)
      const [stored] = await storedPicture(email)
      expect(stored).toMatchObject({ content_type: "image/png", size: 2_097_152 })
      await approveByEmail(email)
      const picture = await fetch(`${server.url}/api/testimonials/pictures/${stored!.public_id}`)
      expect(picture.status).toBe(200)
      expect(pictureHeadersOf(picture)).toEqual(pictureServedAs("image/png", "public, max-age=3600"))
      expect(Buffer.from(await picture.arrayBuffer()).equals(exact)).toBe(true)
    })

    it("refuses a picture of 2097153 bytes with the message on profilePicture", async () => {
      const before = await count()
      const over = Buffer.concat([png, Buffer.alloc(2_097_153 - png.length, 7)])
      const response = await postForm(formWith(fieldsOf(), { bytes: over, name: "over.png", type: "image/png" }))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(pictureTooLarge)
      expect(await count()).toEqual(before)
    })

    it("takes the first of two fields of one name", async () => {
      const email = uniqueEmail("twice")
      const form = new FormData()
      form.append("name", "First Name")
      form.append("name", "Second Name")
      for (const [key, value] of Object.entries(fieldsOf({ email }))) if (key !== "name") form.append(key, value)
      expect((await postForm(form)).status).toBe(201)
      expect(await storedByEmail(email)).toEqual([
        { approved: false, content: "Bought my first car in three days.", user_name: "First Name" }
      ])
    })

    const notAPicture = new Blob(["hello, this is not a picture"], { type: "text/plain" })
    const gifBlob = new Blob([new Uint8Array(gif)], { type: "image/gif" })
    const pngBlob = new Blob([new Uint8Array(png)], { type: "image/png" })
    it.each<[string, Array<[string, Blob]>]>([
      [
        "another file before it",
        [
          ["attachment", notAPicture],
          ["profilePicture", pngBlob]
        ]
      ],
      [
        "another file after it",
        [
          ["profilePicture", pngBlob],
          ["attachment", notAPicture]
        ]
      ],
      [
        "a second profilePicture that is no picture",
        [
          ["profilePicture", pngBlob],
          ["profilePicture", notAPicture]
        ]
      ],
      [
        "a second profilePicture that is a GIF",
        [
          ["profilePicture", pngBlob],
          ["profilePicture", gifBlob]
        ]
      ]
    ])("takes the first file part named profilePicture as the picture, with %s", async (_case, files) => {
      const email = uniqueEmail("parts")
      const form = new FormData()
      for (const [key, value] of Object.entries(fieldsOf({ email }))) form.append(key, value)
      for (const [key, blob] of files) form.append(key, blob, `${key}.bin`)
      const response = await postForm(form)
      expect(response.status).toBe(201)
      expect((await storedPicture(email)).map(({ content_type, size }) => ({ content_type, size }))).toEqual([
        { content_type: "image/png", size: 70 }
      ])
    })

    it("names every bad field of a multipart body at once", async () => {
      const response = await postForm(
        formWith(fieldsOf({ name: "", rating: "9" }), { bytes: png, name: "me.png", type: "image/png" })
      )
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        _tag: "ValidationError",
        success: false,
        message: "Please fill in all required fields.",
        errors: [
          { path: "name", message: "Please fill in all required fields." },
          { path: "rating", message: "Please fill in all required fields." }
        ]
      })
    })

    it.each<[string, () => FormData]>([
      ["a field over 16 kB", () => formWith(fieldsOf({ feedback: "x".repeat(16 * 1024 + 1) }))],
      [
        "thirteen parts",
        () => {
          const form = formWith(fieldsOf())
          for (let i = 0; i < 8; i++) form.append(`extra${i}`, "x")
          return form
        }
      ]
    ])("answers %s with 400 and the unreadable body's message, storing nothing", async (_case, make) => {
      const before = await count()
      const response = await postForm(make())
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        _tag: "ValidationError",
        success: false,
        message: "The request body could not be read.",
        errors: [{ path: "", message: "The request body could not be read." }]
      })
      expect(await count()).toEqual(before)
    })

    it("answers a multipart body cut short (no closing boundary) with 400 and the unreadable body's message", async () => {
      const before = await count()
      const response = await fetch(`${server.url}/api/testimonials`, {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=xyz" },
        body: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\r\n--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nasha@exa'
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        _tag: "ValidationError",
        success: false,
        message: "The request body could not be read.",
        errors: [{ path: "", message: "The request body could not be read." }]
      })
      expect(await count()).toEqual(before)
    })

    it("answers a chunked body over 3 MB (no Content-Length) with the picture's message, storing nothing", async () => {
      const before = await count()
      const huge = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024, 7)])
      const response = await postChunked(formWith(fieldsOf(), { bytes: huge, name: "huge.png", type: "image/png" }))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(pictureTooLarge)
      expect(await count()).toEqual(before)
    })

    it("answers 404 with its message for an unknown picture, and for ids no picture has (never 500)", async () => {
      const ids = ["nope", "a".repeat(64), "a".repeat(65), "abc%00", "%00abc", "abc.def", "abc%20"]
      for (const id of ids) {
        const response = await fetch(`${server.url}/api/testimonials/pictures/${id}`)
        expect({ id, status: response.status, body: await response.json() }).toEqual({
          id,
          status: 404,
          body: { _tag: "PictureNotFound", success: false, message: "Picture not found" }
        })
      }
    })

    it("approves by a row id of 1 to 18 digits only: anything else, or an id no row has, is TestimonialNotFound", async () => {
      const outcome = (id: string) =>
        server.run(
          Testimonials.use((t) => t.approve(id)).pipe(
            Effect.as("approved"),
            Effect.catchTag("TestimonialNotFound", () => Effect.succeed("not found"))
          )
        )
      for (const id of ["", "x1", "1x", "1 ", "-1", "9999999999999999999", "999999999999999999"])
        expect({ id, outcome: await outcome(id) }).toEqual({ id, outcome: "not found" })

      // Only a testimonial still waiting: approved once, or rejected, it is not found (a decision never undoes another).
      const [waiting, rejected] = [uniqueEmail("once"), uniqueEmail("rejected")]
      for (const email of [waiting, rejected]) expect((await postJson({ ...feedback, email })).status).toBe(201)
      const idOf = async (email: string) =>
        (
          await server.run(
            Effect.gen(function* () {
              const sql = yield* SqlClient.SqlClient
              return yield* sql<{ id: string }>`SELECT id::text AS id FROM testimonials WHERE email = ${email}`
            })
          )
        )[0]!.id
      const [waitingId, rejectedId] = [await idOf(waiting), await idOf(rejected)]
      await server.run(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          yield* sql`UPDATE testimonials SET rejected_at = now() WHERE id = ${rejectedId}::bigint`
        })
      )
      expect([await outcome(waitingId), await outcome(waitingId), await outcome(rejectedId)]).toEqual([
        "approved",
        "not found",
        "not found"
      ])
      expect(await storedByEmail(rejected)).toEqual([
        { approved: false, content: "Helpful team and a quick sanction. Thank you!", user_name: "Asha Rao" }
      ])
    })
  })
})
