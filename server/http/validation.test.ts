/**
 * The RequestValidation middleware (server/http/validation.ts) on a one-endpoint API of its own, no database: a
 * request that fails the schemas answers 400 `{ success: false, message, errors }`, a field left out of the JSON gets
 * the message its form shows when it is empty (spec section 5 words), any other missing field "This field is
 * required.", and every other issue keeps the schema's own message.
 */
import { NodeHttpServer } from "@effect/platform-node"
import { Effect, Layer, Schema } from "effect"
import { HttpRouter } from "effect/http"
import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { afterAll, describe, expect, it } from "vitest"
import { RequestValidation } from "../../domain/api.ts"
import { RequestValidationLive } from "./validation.ts"

const Text = Schema.String.check(Schema.isMinLength(1, { message: "Too short." }))

const TestApi = HttpApi.make("validation-test")
  .add(
    HttpApiGroup.make("forms").add(
      HttpApiEndpoint.post("send", "/send", {
        payload: Schema.Struct({
          first_name: Text,
          location: Text,
          phone: Text,
          referralPhone: Text,
          referralName: Text,
          referralEmail: Text,
          referralLocation: Text,
          purpose: Text,
          nested: Schema.Struct({ inner: Text })
        }),
        success: Schema.Struct({ success: Schema.Boolean })
      })
    )
  )
  .middleware(RequestValidation)
  .annotate(HttpApi.PayloadParseOptions, { errors: "all" })

const FormsLive = HttpApiBuilder.group(TestApi, "forms", (handlers) =>
  handlers.handle("send", () => Effect.succeed({ success: true }))
)

const web = HttpRouter.toWebHandler(
  HttpApiBuilder.layer(TestApi).pipe(
    Layer.provide(FormsLive),
    Layer.provide(RequestValidationLive),
    Layer.provide(NodeHttpServer.layerHttpServices)
  ),
  { disableLogger: true }
)
afterAll(() => web.dispose())

const post = async (body: string) => {
  const response = await web.handler(
    new Request("http://example.in/send", { method: "POST", headers: { "content-type": "application/json" }, body })
  )
  return { status: response.status, body: await response.json() }
}

const complete = {
  first_name: "Asha",
  location: "Pune",
  phone: "9876543210",
  referralPhone: "9876501234",
  referralName: "Ravi",
  referralEmail: "ravi@example.in",
  referralLocation: "Nashik",
  purpose: "Home",
  nested: { inner: "x" }
}

describe("RequestValidation", () => {
  it("a valid request reaches the handler", async () => {
    expect(await post(JSON.stringify(complete))).toEqual({ status: 200, body: { success: true } })
  })

  it("each missing field with the message its empty form field shows, in the payload's order", async () => {
    const answer = await post(JSON.stringify({ purpose: "Home", nested: { inner: "x" } }))
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      _tag: "ValidationError",
      success: false,
      message: "Please enter your name.",
      errors: [
        { path: "first_name", message: "Please enter your name." },
        { path: "location", message: "Please enter a location." },
        { path: "phone", message: "Mobile number must be 10 digits" },
        { path: "referralPhone", message: "Mobile number must be 10 digits" },
        { path: "referralName", message: "Please enter your name." },
        { path: "referralEmail", message: "Please enter your email address." },
        { path: "referralLocation", message: "Please enter your location." }
      ]
    })
  })

  it("another missing field: 'This field is required.', with its dotted path", async () => {
    const { purpose: _, ...withoutPurpose } = complete
    const answer = await post(JSON.stringify({ ...withoutPurpose, nested: {} }))
    expect(answer).toEqual({
      status: 400,
      body: {
        _tag: "ValidationError",
        success: false,
        message: "This field is required.",
        errors: [
          { path: "purpose", message: "This field is required." },
          { path: "nested.inner", message: "This field is required." }
        ]
      }
    })
  })

  it("a present but bad field keeps the schema's own message", async () => {
    const answer = await post(JSON.stringify({ ...complete, location: "", nested: { inner: "" } }))
    expect(answer.body).toEqual({
      _tag: "ValidationError",
      success: false,
      message: "Too short.",
      errors: [
        { path: "location", message: "Too short." },
        { path: "nested.inner", message: "Too short." }
      ]
    })
  })

  it("malformed JSON and an empty body: the decoder's own words, at the empty path", async () => {
    expect(await post("{not json")).toEqual({
      status: 400,
      body: {
        _tag: "ValidationError",
        success: false,
        message: "Expected a valid JSON body",
        errors: [{ path: "", message: "Expected a valid JSON body" }]
      }
    })
    expect(await post("")).toEqual({
      status: 400,
      body: {
        _tag: "ValidationError",
        success: false,
        message: "Expected object",
        errors: [{ path: "", message: "Expected object" }]
      }
    })
  })
})
