/**
 * Both HTTP contracts as their OpenAPI documents show them (domain/api.ts, domain/admin-api.ts): the refusals every
 * route declares, the titles, the staff cookie, the multipart uploads, `success` true on every answer that says it
 * and false on every refusal, and the enumerations staff send or read. Which statuses each route answers for real is
 * walked against the server in server/contract-walk.test.ts.
 */
import { OpenApi } from "effect/http-api"
import { describe, expect, it } from "vitest"
import { AdminApi } from "./admin-api.ts"
import { LoansApi } from "./api.ts"

type Json = Record<string, any>
const publicDoc = OpenApi.fromApi(LoansApi) as Json
const adminDoc = OpenApi.fromApi(AdminApi) as Json

const resolve = (doc: Json, schema: Json): Json =>
  schema?.$ref === undefined ? schema : resolve(doc, doc.components.schemas[String(schema.$ref).split("/").at(-1)!])

/** The schema a route's request body has in the given media type. */
const requestBodyOf = (doc: Json, path: string, type = "application/json", method = "post"): Json =>
  doc.paths[path][method].requestBody.content[type].schema

const operations = (doc: Json) =>
  Object.entries(doc.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json)
      .filter(([, op]) => typeof op === "object" && op !== null && "responses" in op)
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op: op as Json }))
  )

/** The `success` property of each alternative of each JSON answer: [route, code, its schema]. */
const successes = (doc: Json) =>
  operations(doc).flatMap(({ method, path, op }) =>
    Object.entries(op.responses as Json).flatMap(([code, r]) => {
      const schema = (r as Json).content?.["application/json"]?.schema
      if (schema === undefined) return []
      const top = resolve(doc, schema)
      return ((top.anyOf ?? [top]) as Array<Json>).map(
        (alt) => [`${method} ${path}`, code, resolve(doc, alt).properties?.success] as const
      )
    })
  )

describe("the public API's OpenAPI document", () => {
  it("every route answers 400 for a request that fails the contract and 413 for a body too large; every route that takes a body, 415 for another kind", () => {
    for (const { method, path, op } of operations(publicDoc)) {
      const codes = Object.keys(op.responses as Json)
      expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining(["400", "413"]))
      if (op.requestBody !== undefined) expect(codes, `${method} ${path}`).toContain("415")
    }
  })

  it("every 429 says when to ask again (Retry-After), and every 413 is the body-too-large refusal", () => {
    const retryAfter = {
      description: "Whole seconds until the request may be sent again (the body's retryAfterSeconds)",
      required: true,
      schema: { type: "string", pattern: "^[1-9][0-9]*$" }
    }
    for (const doc of [publicDoc, adminDoc]) {
      for (const { method, path, op } of operations(doc)) {
        const refused = op.responses["429"]
        if (refused !== undefined) expect(refused.headers, `${method} ${path}`).toEqual({ "retry-after": retryAfter })
        const tooLarge = resolve(doc, op.responses["413"].content["application/json"].schema)
        expect(tooLarge.properties._tag, `${method} ${path}`).toEqual({ type: "string", enum: ["PayloadTooLarge"] })
        expect(tooLarge.required, `${method} ${path}`).toEqual(["_tag", "success", "message"])
      }
    }
    const limited = resolve(
      publicDoc,
      publicDoc.paths["/api/contact-us"].post.responses["429"].content["application/json"].schema
    )
    expect(limited.properties._tag).toEqual({ type: "string", enum: ["TooManyRequests"] })
    expect(limited.required).toEqual(["_tag", "success", "message", "retryAfterSeconds"])
  })

  it("is titled, versioned, and describes the feedback upload's fields", () => {
    expect(publicDoc.info).toEqual({ title: "Loan marketplace API", version: "1.0.0" })
    const upload = requestBodyOf(publicDoc, "/api/testimonials", "multipart/form-data")
    expect(upload.properties.rating).toEqual({ type: "string", description: "1 to 5" })
    expect(upload.properties.profilePicture).toEqual({
      type: "string",
      format: "binary",
      description: "JPEG, PNG, GIF, WebP or SVG, at most 2 MB"
    })
    expect(upload.required).toEqual(["name", "email", "loanType", "feedback", "rating"])
  })

  it("says success true on the answers that carry it, and false on every refusal", () => {
    const found = successes(publicDoc)
    const saysTrue = found.filter(([, code, s]) => code.startsWith("2") && s?.enum?.[0] === true).map(([r]) => r)
    expect(saysTrue).toEqual([
      "POST /api/loan-enquiries",
      "GET /api/loan-enquiries/track-application/{trackingId}",
      "GET /api/testimonials",
      "POST /api/otp",
      "POST /api/otp/verify",
      "POST /api/cibil-enquiries",
      "GET /api/my-data",
      "POST /api/my-data/corrections",
      "POST /api/my-data/erase",
      "POST /api/my-data/consents/{id}/withdraw",
      "POST /api/grievances",
      "POST /api/grievances/status",
      "POST /api/offers/choose"
    ])
    const refusals = found.filter(([, code]) => !code.startsWith("2"))
    expect(refusals.length).toBeGreaterThan(30)
    for (const [route, code, s] of refusals) expect(s, `${route} ${code}`).toEqual({ type: "boolean", enum: [false] })
  })
})

describe("the back office's OpenAPI document", () => {
  it("every route but signing in and out answers 401 without a staff session and 403 for a request from another site", () => {
    for (const { method, path, op } of operations(adminDoc)) {
      const codes = Object.keys(op.responses as Json)
      expect(codes, `${method} ${path}`).toContain("403")
      if (!["/api/admin/login", "/api/admin/logout"].includes(path)) expect(codes, `${method} ${path}`).toContain("401")
    }
  })

  it("is titled and versioned, signs staff in with the loans_admin cookie, and describes the slide image", () => {
    expect(adminDoc.info).toEqual({ title: "Loan marketplace back office", version: "1.0.0" })
    expect(adminDoc.components.securitySchemes).toEqual({
      cookie: { type: "apiKey", name: "loans_admin", in: "cookie" }
    })
    const upload = requestBodyOf(adminDoc, "/api/admin/carousel/images", "multipart/form-data")
    expect(upload).toEqual({
      type: "object",
      properties: {
        image: { type: "string", format: "binary", description: "JPEG, PNG, GIF, WebP or SVG, at most 2 MB" }
      },
      required: ["image"],
      additionalProperties: false
    })
  })

  it("says success true on every answer, and false on every refusal", () => {
    const found = successes(adminDoc)
    const answers = found.filter(([, code]) => code.startsWith("2"))
    expect(answers.length).toBeGreaterThan(0)
    for (const [route, , s] of answers) expect(s, route).toEqual({ type: "boolean", enum: [true] })
    for (const [route, code, s] of found.filter(([, c]) => !c.startsWith("2"))) {
      expect(s, `${route} ${code}`).toEqual({ type: "boolean", enum: [false] })
    }
  })

  it("the bodies staff read and send, by their fields", () => {
    const answer = (path: string, method: string) =>
      resolve(adminDoc, adminDoc.paths[path][method].responses["200"].content["application/json"].schema).properties
        .data
    const sent = (path: string, method: string) =>
      resolve(adminDoc, requestBodyOf(adminDoc, path, "application/json", method))
    const enquiry = ["trackingId", "name", "phone", "loanType", "applicationType", "status", "location"]
    const page = ["items", "total", "page", "pageSize"]
    const list = answer("/api/admin/enquiries", "get")
    expect(list.required).toEqual(page)
    expect(resolve(adminDoc, list.properties.items.items).required).toEqual([
      ...enquiry,
      "createdAt",
      "updatedAt",
      "noCalls"
    ])
    const detail = resolve(adminDoc, answer("/api/admin/enquiries/{trackingId}", "get"))
    expect(detail.required).toEqual([
      ...enquiry,
      "createdAt",
      "updatedAt",
      "noCalls",
      "email",
      "referrer",
      "offer",
      "contact",
      "history",
      "audit",
      "consentWithdrawnAt"
    ])
    expect(detail.properties.history.items.required).toEqual(["status", "at"])
    const orNull = { anyOf: [{ type: "string" }, { type: "null" }] }
    expect(detail.properties.referrer).toEqual({
      anyOf: [
        {
          type: "object",
          properties: { name: { type: "string" }, phone: { type: "string" }, email: orNull, location: orNull },
          required: ["name", "phone", "email", "location"],
          additionalProperties: false
        },
        { type: "null" }
      ]
    })
    expect(answer("/api/admin/contact-messages", "get").required).toEqual(page)
    expect(answer("/api/admin/credit-enquiries", "get").required).toEqual(page)
    expect(resolve(adminDoc, answer("/api/admin/grievances", "get").items).required).toEqual([
      "number",
      "name",
      "mobile",
      "email",
      "trackingId",
      "category",
      "description",
      "status",
      "receivedAt",
      "dueDate",
      "daysLeft",
      "reply",
      "repliedAt",
      "resolvedAt",
      "erasedAt"
    ])
    expect(answer("/api/admin/carousel/images", "post").required).toEqual(["imageUrl"])
    expect(sent("/api/admin/login", "post").required).toEqual(["username", "password"])
    const move = sent("/api/admin/enquiries/{trackingId}/moves", "post")
    expect([move.required, Object.keys(move.properties)]).toEqual([["event"], ["event", "note"]])
  })

  it("the values staff choose or read: a grievance list, a slide move, a correction's status, a refused step", () => {
    expect(adminDoc.paths["/api/admin/grievances"].get.parameters).toEqual([
      { name: "show", in: "query", schema: { type: "string", enum: ["open", "resolved"] }, required: false }
    ])
    const move = requestBodyOf(adminDoc, "/api/admin/carousel/{id}/move")
    expect(resolve(adminDoc, move).properties.direction).toEqual({ type: "string", enum: ["earlier", "later"] })
    const corrections = resolve(
      adminDoc,
      adminDoc.paths["/api/admin/corrections"].get.responses["200"].content["application/json"].schema
    )
    expect(corrections.properties.data.items.properties.status).toEqual({
      type: "string",
      enum: ["open", "done", "rejected"]
    })
    const refused = resolve(
      adminDoc,
      adminDoc.paths["/api/admin/grievances/{number}/reply"].post.responses["409"].content["application/json"].schema
    )
    expect(refused.properties._tag).toEqual({ type: "string", enum: ["GrievanceMoveRefused"] })
    expect(refused.properties.status).toEqual({
      type: "string",
      enum: ["Received", "Acknowledged", "Replied", "Resolved"]
    })
    expect(refused.properties.allowed).toEqual({ type: "array", items: { type: "string" } })
    const decided = resolve(
      adminDoc,
      adminDoc.paths["/api/admin/corrections/{id}/decision"].post.responses["409"].content["application/json"].schema
    )
    expect(decided.properties._tag).toEqual({ type: "string", enum: ["CorrectionDecided"] })
  })
})

describe("the bodies people send", () => {
  it("names the enquiry, the contact message and the grievance, and says what each is", () => {
    const named = (path: string) => {
      const body = requestBodyOf(publicDoc, path)
      const name = String(body.$ref).split("/").at(-1)!
      return [name, publicDoc.components.schemas[name]?.description]
    }
    expect(["/api/loan-enquiries", "/api/contact-us", "/api/grievances"].map(named)).toEqual([
      ["LoanEnquiry", "A loan enquiry for oneself, for a referred friend, or from a friend's referral link"],
      ["ContactMessage", "A Get In Touch message"],
      ["GrievanceSubmission", "A grievance (RBI Digital Lending Directions)"]
    ])
  })
})
