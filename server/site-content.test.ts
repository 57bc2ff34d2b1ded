/**
 * The carousel, contact and page-view endpoints against the real server: on the embedded database, and again on
 * PostgreSQL when TEST_DATABASE_URL is set (its own schema, dropped afterwards). Every bad input answers 400 with
 * the shared Schema's message and stores nothing.
 */

import { existsSync, statSync } from "node:fs"
import * as path from "node:path"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { pageViewMessages } from "../domain/analytics.ts"
import { pageViewPath } from "../domain/page-view.ts"
import { ContactMessages } from "./contact/repo.ts"
import { seedSlides } from "./db/migrations/0020_carousel.ts"
import { type RunningServer, startServer } from "./main.ts"
import { databaseTargets, useTempDirs } from "./test-targets.ts"

/** The spec's words (sections 2, 5 and 8), written out: the oracle, never imported from domain/. */
const spec = {
  contactPhone: "Phone number must be 10 digits"
} as const
/** Our words where the spec names none, written out as well. */
const ours = {
  contactPhoneStart: "Phone number must start with 6, 7, 8, or 9",
  contactEmailRequired: "Please enter your email address.",
  contactMessageRequired: "Please enter a message.",
  contactMessageTooLong: "Please keep your message under 2000 characters.",
  contactNameRequired: "Please enter your name.",
  contactNameTooLong: "Please keep your name under 100 characters.",
  email: "Please enter a valid email address."
} as const

const tempDir = useTempDirs()
const targets = databaseTargets("site", tempDir)

const contact = {
  name: "Asha Rao",
  email: "asha@example.in",
  phone: "9876543210",
  message: "Please call me about a home loan.",
  consent: true
}

describe("the seeded carousel", () => {
  it("has our own small image for every slide in public/carousel", () => {
    for (const slide of seedSlides) {
      const file = path.join(import.meta.dirname, "..", "public", "carousel", `${slide.id}.svg`)
      expect(existsSync(file), file).toBe(true)
      expect(statSync(file).size).toBeLessThan(4096)
    }
  })
})

describe.each(targets)("site content on $name", (target) => {
  let server: RunningServer
  let logs: Array<string>

  const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body)
    })
  const rows = <A extends object>(query: string) =>
    server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* sql.unsafe<A>(query)
      })
    )
  const countOf = async (table: "contact_messages" | "page_views") =>
    (await rows<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n

  beforeAll(async () => {
    logs = []
    vi.spyOn(console, "log").mockImplementation((...args: Array<unknown>) => {
      logs.push(args.map(String).join(" "))
    })
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: tempDir("loans-site-dist-"),
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

  describe("GET /api/carousel", () => {
    it("answers the seeded slides in order: one per loan product and one for refer-and-earn, with the spec's fields", async () => {
      const response = await fetch(`${server.url}/api/carousel`)
      expect(response.status).toBe(200)
      expect(response.headers.get("cache-control")).toBe("no-store")
      const { data } = await response.json()
      expect(data).toHaveLength(9)
      for (const slide of data) {
        expect(Object.keys(slide).sort()).toEqual([
          "heading",
          "imageUrl",
          "isPrimaryButtonEnabled",
          "isSecondaryButtonEnabled",
          "primaryButtonText",
          "primaryButtonUrl",
          "secondaryButtonText",
          "secondaryButtonUrl",
          "text"
        ])
        expect(slide.imageUrl).toMatch(/^\/carousel\/[a-z-]+\.svg$/u)
        expect(slide.isPrimaryButtonEnabled).toBe(true)
      }
      expect(data.map((s: { imageUrl: string }) => s.imageUrl)).toEqual(seedSlides.map((s) => `/carousel/${s.id}.svg`))
      expect(data[0]).toMatchObject({
        primaryButtonText: "Apply Now",
        primaryButtonUrl: "/apply?loanType=Personal%20Loan",
        secondaryButtonText: "About Personal Loans",
        secondaryButtonUrl: "/services/personal-loan"
      })
      // Link text that says where it goes (Lighthouse SEO): no seeded button reads "Learn More".
      expect(data.filter((s: { secondaryButtonText: string }) => s.secondaryButtonText === "Learn More")).toEqual([])
      expect(data[8]).toMatchObject({
        heading: "Start Earning in Just Few Clicks",
        primaryButtonText: "Refer Now",
        primaryButtonUrl: "/resources/apply-now?applicationType=Referral",
        secondaryButtonUrl: "/refer-and-earn"
      })
    })

    it("leaves out inactive slides and keeps the order by position", async () => {
      await rows(`UPDATE carousel_slides SET is_active = false WHERE id = 'home'`)
      await rows(`UPDATE carousel_slides SET position = -1 WHERE id = 'refer-and-earn'`)
      const { data } = await (await fetch(`${server.url}/api/carousel`)).json()
      expect(data).toHaveLength(8)
      expect(data[0].primaryButtonText).toBe("Refer Now")
      expect(data.some((s: { imageUrl: string }) => s.imageUrl === "/carousel/home.svg")).toBe(false)
      await rows(`UPDATE carousel_slides SET is_active = true WHERE id = 'home'`)
      await rows(`UPDATE carousel_slides SET position = 8 WHERE id = 'refer-and-earn'`)
    })

    it("answers an empty list when there are no active slides", async () => {
      await rows(`UPDATE carousel_slides SET is_active = false`)
      expect(await (await fetch(`${server.url}/api/carousel`)).json()).toEqual({ data: [] })
      await rows(`UPDATE carousel_slides SET is_active = true`)
    })
  })

  describe("POST /api/contact-us", () => {
    it("stores a valid message and answers {success: true}", async () => {
      const before = await countOf("contact_messages")
      const response = await postJson("/api/contact-us", { ...contact, name: "  Asha Rao  " })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ success: true })
      expect(await countOf("contact_messages")).toBe(before + 1)
      const [row] = await rows<{ name: string; email: string; phone: string; message: string }>(
        "SELECT name, email, phone, message FROM contact_messages ORDER BY id DESC LIMIT 1"
      )
      const { consent: _, ...stored } = contact
      expect(row).toEqual(stored)
    })

    it.each(["+91 98765 43210", "098765 43210", "98765 43210"])(
      "takes %j as people type it and stores its 10 digits",
      async (phone) => {
        const response = await postJson("/api/contact-us", { ...contact, phone })
        expect(response.status).toBe(200)
        const [row] = await rows<{ phone: string }>("SELECT phone FROM contact_messages ORDER BY id DESC LIMIT 1")
        expect(row?.phone).toBe("9876543210")
      }
    )

    const invalid: Array<[string, unknown, string, string]> = [
      ["an empty name", { ...contact, name: "" }, "name", ours.contactNameRequired],
      ["a name of spaces", { ...contact, name: "   " }, "name", ours.contactNameRequired],
      ["a name over 100 characters", { ...contact, name: "A".repeat(101) }, "name", ours.contactNameTooLong],
      ["an empty e-mail", { ...contact, email: "" }, "email", ours.contactEmailRequired],
      ["a bad e-mail", { ...contact, email: "asha@example" }, "email", ours.email],
      ["a 9-digit phone", { ...contact, phone: "987654321" }, "phone", spec.contactPhone],
      ["an 11-digit phone", { ...contact, phone: "98765432101" }, "phone", spec.contactPhone],
      ["a phone starting with 1", { ...contact, phone: "1234567890" }, "phone", ours.contactPhoneStart],
      ["a phone with a hyphen", { ...contact, phone: "98765-43210" }, "phone", spec.contactPhone],
      ["a phone as a number", { ...contact, phone: 9876543210 }, "phone", ""],
      ["an empty message", { ...contact, message: "" }, "message", ours.contactMessageRequired],
      [
        "a message over 2000 characters",
        { ...contact, message: "x".repeat(2001) },
        "message",
        ours.contactMessageTooLong
      ],
      ["no name at all", { email: contact.email, phone: contact.phone, message: contact.message }, "name", ""],
      ["no phone at all", { name: contact.name, email: contact.email, message: contact.message }, "phone", ""]
    ]

    it.each(invalid)("answers 400 for %s and stores nothing", async (_case, payload, field, message) => {
      const before = await countOf("contact_messages")
      const response = await postJson("/api/contact-us", payload)
      expect(response.status).toBe(400)
      const body = await response.json()
      expect(body.success).toBe(false)
      const issue = body.errors.find((e: { path: string }) => e.path === field)
      expect(issue, JSON.stringify(body.errors)).toBeDefined()
      if (message !== "") expect(issue.message).toBe(message)
      expect(await countOf("contact_messages")).toBe(before)
    })

    // Issue 10: a NUL (once a 500 with an empty body) or another control character gets the field's message.
    it.each([
      ["name", "Asha\u0000Rao", "Please remove the unsupported characters from your name."],
      ["name", "Asha\u0085", "Please remove the unsupported characters from your name."],
      ["email", "asha\u0000@example.in", "Please enter a valid email address."],
      ["phone", "98765\u000043210", "Phone number must be 10 digits"],
      ["message", "\u0000", "Please remove the unsupported characters from your message."],
      ["message", "Call me\u001b[2J", "Please remove the unsupported characters from your message."],
      ["message", "Call me\u007f", "Please remove the unsupported characters from your message."]
    ])("answers 400 for a control character in %s (%j) and stores nothing", async (field, value, message) => {
      const before = await countOf("contact_messages")
      const response = await postJson("/api/contact-us", { ...contact, [field]: value })
      expect(response.status).toBe(400)
      const body = await response.json()
      expect(body).toMatchObject({ success: false, message, errors: [{ path: field, message }] })
      expect(await countOf("contact_messages")).toBe(before)
    })

    it("takes a message of several lines (tab, LF, CRLF)", async () => {
      const before = await countOf("contact_messages")
      const response = await postJson("/api/contact-us", { ...contact, message: "Line one\r\nLine two\n\tthree" })
      expect(response.status).toBe(200)
      expect(await countOf("contact_messages")).toBe(before + 1)
    })

    it("names every bad field at once", async () => {
      const response = await postJson("/api/contact-us", { name: "", email: "x", phone: "1", message: "" })
      expect(response.status).toBe(400)
      const body = await response.json()
      expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
        "consent",
        "email",
        "message",
        "name",
        "phone"
      ])
    })

    it.each([
      ["malformed JSON", '{"name":'],
      ["an empty body", ""],
      ["a JSON array", "[]"],
      ["JSON null", "null"]
    ])("answers %s with 400 and stores nothing", async (_case, body) => {
      const before = await countOf("contact_messages")
      const response = await postJson("/api/contact-us", body)
      expect(response.status).toBe(400)
      expect((await response.json()).success).toBe(false)
      expect(await countOf("contact_messages")).toBe(before)
    })

    it("answers an oversized body with 413 and a wrong content type with 415, storing nothing", async () => {
      const before = await countOf("contact_messages")
      expect((await postJson("/api/contact-us", { ...contact, message: "x".repeat(100_000) })).status).toBe(413)
      const text = await fetch(`${server.url}/api/contact-us`, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: JSON.stringify(contact)
      })
      expect(text.status).toBe(415)
      expect(await countOf("contact_messages")).toBe(before)
    })

    it("keeps the message, e-mail and phone out of the logs", async () => {
      await postJson("/api/contact-us", { ...contact, message: "secret-message-text" })
      const joined = logs.join("\n")
      expect(joined).toContain("/api/contact-us")
      expect(joined).not.toContain("secret-message-text")
      expect(joined).not.toContain(contact.email)
      expect(joined).not.toContain(contact.phone)
    })
  })

  describe("what is stored: trimmed, and nothing more", () => {
    const stored = async (phone: string) =>
      rows<{ message_email: string; message: string; consent_email: string }>(
        `SELECT m.email AS message_email, m.message, c.email AS consent_email
         FROM contact_messages m JOIN consents c ON c.contact_message_id = m.id WHERE m.phone = '${phone}'`
      )
    const countStored = () =>
      server.run(ContactMessages.use((m) => m.count).pipe(Effect.provide(ContactMessages.layer)))

    it("stores the message without the spaces around it, and counts it", async () => {
      const before = await countStored()
      expect(before).toBe(await countOf("contact_messages"))
      const response = await postJson("/api/contact-us", {
        ...contact,
        phone: "9811100001",
        message: "  \n Please call me about a home loan.\t \n"
      })
      expect(response.status).toBe(200)
      expect(await stored("9811100001")).toEqual([
        {
          message_email: "asha@example.in",
          message: "Please call me about a home loan.",
          consent_email: "asha@example.in"
        }
      ])
      expect((await countStored()) - before).toBe(1)
    })

    it("stores the e-mail without the spaces around it, in the message and its consent (the service: the API refuses such an e-mail)", async () => {
      const refused = await postJson("/api/contact-us", { ...contact, phone: "9811100002", email: " asha@example.in " })
      expect(refused.status).toBe(400)
      expect((await refused.json()).errors).toEqual([{ path: "email", message: "Please enter a valid email address." }])
      await server.run(
        ContactMessages.use((m) =>
          m.create({ ...contact, phone: "9811100002", email: "  asha@example.in  ", consent: true })
        ).pipe(Effect.provide(ContactMessages.layer))
      )
      expect(await stored("9811100002")).toEqual([
        {
          message_email: "asha@example.in",
          message: "Please call me about a home loan.",
          consent_email: "asha@example.in"
        }
      ])
    })
  })

  describe(`POST ${pageViewPath}`, () => {
    it("stores the route and path with the time, and nothing else, answering 204", async () => {
      const before = await countOf("page_views")
      const response = await postJson(
        pageViewPath,
        { route: "faqs", path: "/resources/faqs" },
        { "user-agent": "test-agent/1.0", "x-forwarded-for": "203.0.113.7" }
      )
      expect(response.status).toBe(204)
      expect(await response.text()).toBe("")
      expect(await countOf("page_views")).toBe(before + 1)
      const [row] = await rows<Record<string, unknown>>("SELECT * FROM page_views ORDER BY id DESC LIMIT 1")
      expect(Object.keys(row!).sort()).toEqual(["id", "path", "route", "viewed_at"])
      expect(row).toMatchObject({ route: "faqs", path: "/resources/faqs" })
      expect(Object.values(row!).map(String).join(" ")).not.toContain("203.0.113.7")
    })

    const invalid: Array<[string, unknown, string, string]> = [
      [
        "a query string in the path",
        { route: "status", path: "/application-status?trackingId=K7QMX-3P9TD" },
        "path",
        pageViewMessages.path
      ],
      ["a hash in the path", { route: "home", path: "/#top" }, "path", pageViewMessages.path],
      ["a relative path", { route: "home", path: "resources" }, "path", pageViewMessages.path],
      ["a path over 512 characters", { route: "home", path: `/${"a".repeat(512)}` }, "path", pageViewMessages.path],
      ["a route that is not an id", { route: "Home Page", path: "/" }, "route", pageViewMessages.route],
      ["an empty route", { route: "", path: "/" }, "route", pageViewMessages.route],
      ["no path", { route: "home" }, "path", ""],
      ["a number for the route", { route: 7, path: "/" }, "route", ""]
    ]

    it.each(invalid)("answers 400 for %s and stores nothing", async (_case, payload, field, message) => {
      const before = await countOf("page_views")
      const response = await postJson(pageViewPath, payload)
      expect(response.status).toBe(400)
      const body = await response.json()
      const issue = body.errors.find((e: { path: string }) => e.path === field)
      expect(issue, JSON.stringify(body.errors)).toBeDefined()
      if (message !== "") expect(issue.message).toBe(message)
      expect(await countOf("page_views")).toBe(before)
    })

    it("counts views per route", async () => {
      for (const path of ["/about", "/about", "/contact"]) {
        expect((await postJson(pageViewPath, { route: path.slice(1), path })).status).toBe(204)
      }
      const counts = await rows<{ route: string; views: number }>(
        "SELECT route, count(*)::int AS views FROM page_views WHERE route IN ('about', 'contact') GROUP BY route ORDER BY route"
      )
      expect(counts).toEqual([
        { route: "about", views: 2 },
        { route: "contact", views: 1 }
      ])
    })
  })

  it("lists the three endpoints in the OpenAPI document", async () => {
    const doc = await (await fetch(`${server.url}/api/openapi.json`)).json()
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/carousel", "/api/contact-us", pageViewPath]))
  })
})
