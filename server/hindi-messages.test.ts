/**
 * Every 400 the public API answers a Hindi request with is Hindi (issue: English left on Hindi pages). For each public
 * endpoint of the OpenAPI document that takes a JSON payload, wrong payloads (empty, every field null, every field
 * blank or false, every text field far too long) are sent with `Accept-Language: hi`, as the Hindi pages' API client
 * does; each message must be written in Devanagari, with Latin letters only where a Hindi reader expects them
 * (docs/i18n.md: EMI, PAN, OTP, ID, ...). The consent box and the loan type, whose messages were English, are checked
 * word for word. On the embedded database, and again on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { selfEnquiry } from "../domain/enquiry.fixtures.ts"
import { roomyLimits } from "./limits/rules.ts"
import { type RunningServer, startServer } from "./main.ts"
import { databaseTargets, useTempDirs } from "./test-targets.ts"

const tempDir = useTempDirs()
const targets = databaseTargets("hindi_messages", tempDir)

/** Latin words a Hindi message may hold (docs/i18n.md), and the brand. */
const allowed = new Set([
  ...["EMI", "PAN", "OTP", "ID", "SMS", "CIBIL", "KYC", "A-Z", "A", "Z", "Arthika", "Loans"],
  ...["JPEG", "JPG", "PNG", "SVG", "GIF", "WebP", "MB"]
])
const strayLatin = (message: string) =>
  (message.replace(/[\w-]*\d[\w-]*/gu, " ").match(/[A-Za-z]+(?:-[A-Za-z]+)*/gu) ?? []).filter((w) => !allowed.has(w))

interface OpenApiOperation {
  readonly requestBody?: { readonly content?: Record<string, { readonly schema?: unknown }> }
}

describe.each(targets)("the API's 400s in Hindi on $name", (target) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: tempDir("loans-hindi-messages-dist-"),
      requestLog: false,
      limits: roomyLimits(),
      ...target.settings()
    })
  }, 120_000)
  afterAll(async () => {
    if (server) {
      await target.cleanup(server)
      await server.close()
    }
  })

  const send = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { "content-type": "application/json", "accept-language": "hi" },
      body: JSON.stringify(body)
    })
    return { status: response.status, body: await response.json().catch(() => undefined) }
  }

  it("the enquiry and contact forms' unticked consent box, and a loan type we do not offer", async () => {
    const consent = "जारी रखने के लिए कृपया गोपनीयता नीति से सहमति दें।"
    const enquiry = await send("POST", "/api/loan-enquiries", { ...selfEnquiry, consent: false })
    expect(enquiry.status).toBe(400)
    expect(enquiry.body.errors).toEqual([{ path: "consent", message: consent }])
    const { consent: _left, ...withoutConsent } = selfEnquiry
    expect((await send("POST", "/api/loan-enquiries", withoutConsent)).body.errors).toEqual([
      { path: "consent", message: consent }
    ])
    const contact = await send("POST", "/api/contact-us", {
      name: "Asha Rao",
      email: "asha@example.in",
      phone: "9876543210",
      message: "Please call me.",
      consent: false
    })
    expect(contact.status).toBe(400)
    expect(contact.body.errors).toEqual([{ path: "consent", message: consent }])
    const loanType = await send("POST", "/api/loan-enquiries", { ...selfEnquiry, loanType: "Gold Loan" })
    expect(loanType.status).toBe(400)
    expect(loanType.body.message).toBe("कृपया हमारे आठ लोन प्रकारों में से कोई एक चुनें।")
  })

  it("every public JSON endpoint answers wrong payloads in Hindi", async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, OpenApiOperation>>
    }
    const resolve = (schema: unknown): { properties?: Record<string, { type?: string }> } => {
      const ref = (schema as { $ref?: string } | undefined)?.$ref
      if (ref === undefined) return (schema ?? {}) as { properties?: Record<string, { type?: string }> }
      const name = ref.split("/").at(-1)!
      return resolve(
        (document as unknown as { components: { schemas: Record<string, unknown> } }).components.schemas[name]
      )
    }
    const checked: Array<string> = []
    const english: Array<string> = []
    for (const [path, operations] of Object.entries(document.paths)) {
      // The back office speaks English (staff); page views are sent by the app itself, never shown to anyone.
      if (path.startsWith("/api/admin") || path.startsWith("/api/analytics")) continue
      for (const [method, operation] of Object.entries(operations)) {
        const json = operation.requestBody?.content?.["application/json"]
        if (json === undefined) continue
        const schema = resolve(json.schema)
        const alternatives = (schema as { anyOf?: Array<unknown>; oneOf?: Array<unknown> }).anyOf ??
          (schema as { oneOf?: Array<unknown> }).oneOf ?? [schema]
        const fields = [...new Set(alternatives.flatMap((a) => Object.entries(resolve(a).properties ?? {}))).values()]
        const payloads: Array<unknown> = [
          {},
          Object.fromEntries(fields.map(([name]) => [name, null])),
          Object.fromEntries(fields.map(([name, f]) => [name, f.type === "boolean" ? false : ""])),
          Object.fromEntries(fields.map(([name, f]) => [name, f.type === "boolean" ? false : "x".repeat(5000)]))
        ]
        const url = path.replace(/\{[^}]+\}/gu, "GRV-K7QMX-3P9TD")
        for (const payload of payloads) {
          const answer = await send(method.toUpperCase(), url, payload)
          if (answer.status !== 400) continue
          checked.push(`${method} ${path}`)
          const messages = [
            answer.body?.message,
            ...(answer.body?.errors ?? []).map((e: { message: string }) => e.message)
          ]
          for (const message of messages) {
            if (typeof message !== "string") continue
            if (!/[\u0900-\u097f]/u.test(message) || strayLatin(message).length > 0)
              english.push(`${method} ${path}: ${message}`)
          }
        }
      }
    }
    // The forms whose refusals a Hindi reader meets were reached.
    for (const form of [
      "post /api/loan-enquiries",
      "post /api/contact-us",
      "post /api/cibil-enquiries",
      "post /api/grievances"
    ])
      expect(checked, form).toContain(form)
    expect([...new Set(english)]).toEqual([])
  }, 120_000)
})
