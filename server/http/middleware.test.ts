/**
 * The global and per-route middleware without a database: a few stand-in routes behind SecurityHeaders,
 * RouteMiddleware and RequestContext, as server/main.ts composes them, answered through a web handler.
 * Expected headers and messages are those of docs/security.md, docs/operations.md and the modules' own contract
 * (written out here, not imported).
 */
import { Effect, Layer, Logger, Option } from "effect"
import { HttpRouter, HttpServerError, HttpServerRequest, HttpServerResponse } from "effect/http"
import { afterAll, beforeEach, describe, expect, it } from "vitest"
import { type ServerSettings, Settings } from "../config.ts"
import { clientOf, isHttps } from "../limits/client-address.ts"
import { httpDuration } from "../ops/metrics.ts"
import { CurrentRequest, RequestContext } from "../ops/request-context.ts"
import { RouteMiddleware, SecurityHeaders } from "./middleware.ts"

const lines: Array<Record<string, unknown>> = []
const capture = Logger.make((options) => {
  lines.push(JSON.parse(Logger.formatJson.log(options)))
})

const routes = Layer.mergeAll(
  HttpRouter.add("GET", "/ok", HttpServerResponse.text("ok")),
  HttpRouter.add("GET", "/slow", Effect.as(Effect.sleep("40 millis"), HttpServerResponse.text("slow"))),
  HttpRouter.add("GET", "/who", (request) =>
    Effect.succeed(HttpServerResponse.jsonUnsafe({ client: clientOf(request), https: isHttps(request) }))
  ),
  HttpRouter.add("GET", "/cached", HttpServerResponse.text("cached", { headers: { "cache-control": "max-age=60" } })),
  HttpRouter.add(
    "GET",
    "/picture",
    HttpServerResponse.text("picture", {
      headers: { "content-security-policy": "sandbox", "cache-control": "no-cache" }
    })
  ),
  HttpRouter.add("GET", "/limited/:kind", (request) => {
    const kind = request.url.split("/").at(-1)
    if (kind === "own")
      return Effect.succeed(HttpServerResponse.text("wait", { status: 429, headers: { "retry-after": "5" } }))
    if (kind === "text") return Effect.succeed(HttpServerResponse.text("slow down", { status: 429 }))
    const seconds = kind === "zero" ? 0 : kind === "half" ? 1.5 : kind === "none" ? undefined : 17
    return Effect.succeed(
      HttpServerResponse.jsonUnsafe(
        { success: false, message: "Too many", retryAfterSeconds: seconds },
        { status: 429 }
      )
    )
  }),
  HttpRouter.add("POST", "/echo", (request) =>
    Effect.map(request.text, (text) => HttpServerResponse.text(`read ${text.length}`))
  ),
  HttpRouter.add("POST", "/api/testimonials", (request) =>
    Effect.map(request.text, (text) => HttpServerResponse.text(`read ${text.length}`))
  ),
  HttpRouter.add("POST", "/api/admin/carousel/images", (request) =>
    Effect.map(request.text, (text) => HttpServerResponse.text(`read ${text.length}`))
  ),
  // As the API's handlers read bodies: a body that cannot be read is a defect.
  HttpRouter.add("POST", "/text-or-die", (request) =>
    Effect.map(Effect.orDie(request.text), (text) => HttpServerResponse.text(`read ${text.length}`))
  ),
  HttpRouter.add("POST", "/json-or-die", (request) =>
    Effect.map(Effect.orDie(request.json), () => HttpServerResponse.text("parsed"))
  ),
  // A handler dying with an HTTP server error that is not about the request's body (none of ours does so yet).
  HttpRouter.add("POST", "/internal-or-die", (request) =>
    Effect.die(
      new HttpServerError.HttpServerError({
        reason: new HttpServerError.InternalError({ request, description: "a stand-in's own failure" })
      })
    )
  ),
  HttpRouter.add("GET", "/route/:trackingId", () =>
    Effect.map(Effect.service(CurrentRequest), (info) => HttpServerResponse.text(info?.route ?? "none"))
  ),
  HttpRouter.add("GET", "/fail", Effect.fail(new Error("duplicate key (phone)=(9876543210) for asha@example.com"))),
  HttpRouter.add("GET", "/tagged", Effect.fail({ _tag: "DatabaseDown", message: "no connection to 10.0.0.12345678" })),
  HttpRouter.add("GET", "/die", Effect.die("stopped at PAN ABCDE1234F")),
  HttpRouter.add(
    "GET",
    "/note",
    Effect.flatMap(Effect.service(CurrentRequest), (info) => {
      if (info) info.note = "database not ready"
      return Effect.succeed(HttpServerResponse.text("not ready", { status: 503 }))
    })
  ),
  HttpRouter.add("GET", "/plain503", HttpServerResponse.text("down", { status: 503 }))
)

const handlerFor = (settings: Partial<ServerSettings>, peer?: string) =>
  HttpRouter.toWebHandler(
    Layer.mergeAll(routes.pipe(Layer.provide(RouteMiddleware.layer)), SecurityHeaders, RequestContext).pipe(
      Layer.provideMerge(Settings.layer(settings)),
      Layer.provideMerge(Logger.layer([capture]))
    ),
    {
      disableLogger: true,
      middleware: (effect) =>
        peer === undefined
          ? effect
          : Effect.updateService(effect, HttpServerRequest.HttpServerRequest, (request) =>
              request.modify({ remoteAddress: Option.some(peer) })
            )
    }
  )

const handlers: Array<{ dispose: () => Promise<void> }> = []
const app = (settings: Partial<ServerSettings> = {}, peer?: string) => {
  const made = handlerFor({ requestLog: true, ...settings }, peer)
  handlers.push(made)
  return (path: string, init?: RequestInit) => made.handler(new Request(`http://example.in${path}`, init))
}
afterAll(async () => {
  for (const handler of handlers) await handler.dispose()
})
beforeEach(() => {
  lines.length = 0
})

const headersOf = (response: Response) => Object.fromEntries(response.headers.entries())

const csp =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'"

describe("SecurityHeaders", () => {
  const request = app()

  it("an answer without caching words: the security headers and no-store", async () => {
    const response = await request("/ok")
    const headers = headersOf(response)
    expect({ ...headers, "x-request-id": undefined, "content-length": undefined, "content-type": undefined }).toEqual({
      "content-security-policy": csp,
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
      "cross-origin-opener-policy": "same-origin",
      "cache-control": "no-store",
      "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
      "x-request-id": undefined,
      "content-length": undefined,
      "content-type": undefined
    })
  })

  it("an answer with its own caching keeps it; a handler's own CSP is kept", async () => {
    const cached = headersOf(await request("/cached"))
    expect(cached["cache-control"]).toBe("max-age=60")
    expect(cached["content-security-policy"]).toBe(csp)
    expect(cached["x-frame-options"]).toBe("DENY")
    expect(cached["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=(), payment=()")
    const picture = headersOf(await request("/picture"))
    expect(picture["content-security-policy"]).toBe("sandbox")
    expect(picture["cache-control"]).toBe("no-cache")
    expect(picture["x-content-type-options"]).toBe("nosniff")
  })

  it("unmatched paths get the headers too, and no HSTS over plain http", async () => {
    const response = await request("/nowhere")
    expect(response.status).toBe(404)
    expect(response.headers.get("x-frame-options")).toBe("DENY")
    expect(response.headers.get("strict-transport-security")).toBeNull()
  })

  it("HSTS over https", async () => {
    const made = handlerFor({})
    handlers.push(made)
    const secure = await made.handler(new Request("https://example.in/who"))
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains")
    expect(await secure.json()).toEqual({ client: "unknown", https: true })
  })

  it.each([
    ["json", "17"],
    ["own", "5"],
    ["text", "60"],
    ["zero", "60"],
    ["half", "60"],
    ["none", "60"]
  ])("a 429 (%s) carries Retry-After %s", async (kind, seconds) => {
    const response = await request(`/limited/${kind}`)
    expect(response.status).toBe(429)
    expect(response.headers.get("retry-after")).toBe(seconds)
  })

  it("no Retry-After on other answers", async () => {
    expect((await request("/ok")).headers.get("retry-after")).toBeNull()
  })
})

describe("the client address and scheme (TRUST_PROXY)", () => {
  it("without a trusted proxy: the socket's address, X-Forwarded-* ignored", async () => {
    const response = await app({}, "203.0.113.9")("/who", {
      headers: { "x-forwarded-for": "6.6.6.6", "x-forwarded-proto": "https" }
    })
    expect(await response.json()).toEqual({ client: "203.0.113.9", https: false })
    expect(response.headers.get("strict-transport-security")).toBeNull()
  })

  it("behind a trusted proxy: X-Forwarded-For's client and X-Forwarded-Proto's scheme (HSTS then)", async () => {
    const response = await app({ trustProxy: ["10.0.0.0/8"] }, "10.1.1.1")("/who", {
      headers: { "x-forwarded-for": "198.51.100.7", "x-forwarded-proto": "HTTPS" }
    })
    expect(await response.json()).toEqual({ client: "198.51.100.7", https: true })
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains")
  })

  it("a trusted proxy's right-most X-Forwarded-Proto decides; http stays http", async () => {
    const request = app({ trustProxy: ["10.0.0.0/8"] }, "10.1.1.1")
    const plain = await request("/who", {
      headers: { "x-forwarded-for": "198.51.100.7", "x-forwarded-proto": "https, http" }
    })
    expect(await plain.json()).toEqual({ client: "198.51.100.7", https: false })
    const secure = await request("/who", { headers: { "x-forwarded-proto": "http, https" } })
    expect(await secure.json()).toEqual({ client: "10.1.1.1", https: true })
    const none = await request("/who")
    expect(await none.json()).toEqual({ client: "10.1.1.1", https: false })
  })

  it("a peer that is not a trusted proxy cannot claim https", async () => {
    const response = await app({ trustProxy: ["10.0.0.0/8"] }, "203.0.113.9")("/who", {
      headers: { "x-forwarded-proto": "https" }
    })
    expect(await response.json()).toEqual({ client: "203.0.113.9", https: false })
  })

  it("a TRUST_PROXY that is not addresses does not start", async () => {
    const made = handlerFor({ trustProxy: ["proxy.internal"] })
    handlers.push(made)
    await expect(made.handler(new Request("http://example.in/ok"))).rejects.toThrow(
      "TRUST_PROXY must list IP addresses or CIDRs"
    )
  })
})

describe("RouteMiddleware: the body cap and the route's name", () => {
  const request = app()

  it("names the route by its pattern, never the path", async () => {
    expect(await (await request("/route/LN123456")).text()).toBe("/route/:trackingId")
  })

  it("reads a body of 64 kB; refuses one of 64 kB and a byte by its Content-Length, with Connection: close", async () => {
    const fits = await request("/echo", {
      method: "POST",
      headers: { "content-length": String(64 * 1024) },
      body: "a".repeat(64 * 1024)
    })
    expect(await fits.text()).toBe("read 65536")
    const tooLarge = await request("/echo", {
      method: "POST",
      headers: { "content-length": String(64 * 1024 + 1) },
      body: "a".repeat(64 * 1024 + 1)
    })
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.headers.get("connection")).toBe("close")
    expect(await tooLarge.json()).toEqual({
      _tag: "PayloadTooLarge",
      success: false,
      message: "The request body is too large."
    })
  })

  it("refuses a body over the cap that declares no length, while reading it", async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("a".repeat(40 * 1024)))
        controller.enqueue(new TextEncoder().encode("a".repeat(40 * 1024)))
        controller.close()
      }
    })
    const response = await request("/echo", { method: "POST", body, duplex: "half" } as RequestInit)
    expect(response.status).toBe(413)
  })

  it("a body over the cap read by a handler that dies on it: 413 with our words; an unreadable one: 400; other: 500", async () => {
    const stream = () =>
      new ReadableStream({
        start(controller) {
          for (let i = 0; i < 3; i++) controller.enqueue(new TextEncoder().encode("a".repeat(30 * 1024)))
          controller.close()
        }
      })
    const over = await request("/text-or-die", { method: "POST", body: stream(), duplex: "half" } as RequestInit)
    expect(over.status).toBe(413)
    expect(await over.json()).toEqual({
      _tag: "PayloadTooLarge",
      success: false,
      message: "The request body is too large."
    })
    const small = await request("/text-or-die", { method: "POST", body: "hello" })
    expect(await small.text()).toBe("read 5")
    const unreadable = await request("/json-or-die", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json"
    })
    expect(unreadable.status).toBe(400)
    expect(await unreadable.json()).toEqual({
      _tag: "ValidationError",
      success: false,
      message: "The request body could not be read.",
      errors: [{ path: "", message: "The request body could not be read." }]
    })
    // Any other HTTP server error a handler dies with stays a 500: it is not the client's body.
    const internal = await request("/internal-or-die", { method: "POST", body: "hello" })
    expect(internal.status).toBe(500)
  })

  it("the back office's slide upload takes 3 MB of multipart; multipart/form-data must start the content type", async () => {
    const upload = await request("/api/admin/carousel/images", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: "a".repeat(3 * 1024 * 1024)
    })
    expect(await upload.text()).toBe(`read ${3 * 1024 * 1024}`)
    const disguised = await request("/api/testimonials", {
      method: "POST",
      headers: { "content-type": "text/plain; note=multipart/form-data" },
      body: "a".repeat(64 * 1024 + 1)
    })
    expect(disguised.status).toBe(413)
  })

  it("a multipart upload route takes 3 MB; the same route without multipart keeps 64 kB", async () => {
    const big = "a".repeat(3 * 1024 * 1024)
    const upload = await request("/api/testimonials", {
      method: "POST",
      headers: { "content-type": "Multipart/Form-Data; boundary=x" },
      body: big
    })
    expect(await upload.text()).toBe(`read ${3 * 1024 * 1024}`)
    const over = await request("/api/testimonials", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: `${big}a`
    })
    expect(over.status).toBe(413)
    const json = await request("/api/testimonials", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "a".repeat(64 * 1024 + 1)
    })
    expect(json.status).toBe(413)
    const notUpload = await request("/echo", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: "a".repeat(64 * 1024 + 1)
    })
    expect(notUpload.status).toBe(413)
  })
})

describe("RouteMiddleware without the request log", () => {
  it("answers when no request context is there to name the route in", async () => {
    const made = HttpRouter.toWebHandler(
      Layer.mergeAll(routes.pipe(Layer.provide(RouteMiddleware.layer)), SecurityHeaders).pipe(
        Layer.provideMerge(Settings.layer({}))
      ),
      { disableLogger: true }
    )
    handlers.push(made)
    const response = await made.handler(new Request("http://example.in/route/LN1"))
    expect([response.status, await response.text()]).toEqual([200, "none"])
  })
})

describe("RequestContext: request IDs and log lines", () => {
  const logged = (message: string) =>
    lines.filter((line) => (line.message as Array<string>)?.[0] === message || line.message === message)

  it("every answer carries its request ID: a sane incoming one, else a fresh UUID", async () => {
    const request = app()
    expect((await request("/ok", { headers: { "x-request-id": "lb-7f3a-0001" } })).headers.get("x-request-id")).toBe(
      "lb-7f3a-0001"
    )
    const fresh = (await request("/nowhere", { headers: { "x-request-id": "bad id" } })).headers.get("x-request-id")
    expect(fresh).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u)
  })

  it("REQUEST_LOG: one `request` line with the ID, method, route pattern, status and time", async () => {
    await app()("/route/LN123456", { headers: { "x-request-id": "trace-0000001" } })
    const [line, ...more] = logged("request")
    expect(more).toEqual([])
    expect(line?.level).toBe("INFO")
    const annotations = line?.annotations as Record<string, unknown>
    expect({ ...annotations, ms: undefined }).toEqual({
      requestId: "trace-0000001",
      method: "GET",
      route: "/route/:trackingId",
      status: 200,
      ms: undefined
    })
    expect(typeof annotations.ms).toBe("number")
    expect(annotations.ms).toBeGreaterThanOrEqual(0)
    expect(Math.round((annotations.ms as number) * 10)).toBe((annotations.ms as number) * 10)
  })

  it("the time logged and counted for /metrics is the request's, in ms and in seconds", async () => {
    const request = app()
    const durationOf = async () =>
      (await httpDuration.get()).values
        .filter((v) => v.labels.route === "/slow")
        .map((v) => [v.metricName, v.value] as const)
    const sum = (values: ReadonlyArray<readonly [string | undefined, number]>, name: string) =>
      values.find(([metric]) => metric === name)?.[1] ?? 0
    const before = await durationOf()
    const started = performance.now()
    await request("/slow")
    const elapsed = performance.now() - started
    const after = await durationOf()
    const ms = ((logged("request")[0]?.annotations ?? {}) as Record<string, number>).ms ?? Number.NaN
    // The handler sleeps 40 ms; the log says the time to the tenth of a millisecond.
    expect(ms).toBeGreaterThanOrEqual(39)
    expect(ms).toBeLessThanOrEqual(elapsed + 0.1)
    expect(Math.round(ms * 10)).toBe(ms * 10)
    const seconds = sum(after, "http_request_duration_seconds_sum") - sum(before, "http_request_duration_seconds_sum")
    expect(seconds).toBeGreaterThanOrEqual(0.039)
    expect(seconds).toBeLessThanOrEqual(elapsed / 1000 + 0.001)
    expect(sum(after, "http_request_duration_seconds_count") - sum(before, "http_request_duration_seconds_count")).toBe(
      1
    )
  })

  it("an unmatched path is logged as `unmatched`", async () => {
    await app()("/nowhere/9876543210")
    expect(logged("request").map((line) => (line.annotations as Record<string, unknown>).route)).toEqual(["unmatched"])
  })

  it("without REQUEST_LOG: no line for a good answer, still one for a 5xx", async () => {
    const request = app({ requestLog: false })
    await request("/ok")
    expect(lines).toEqual([])
    await request("/plain503")
    expect(logged("request failed").map((line) => (line.annotations as Record<string, unknown>).cause)).toEqual([
      "the handler answered 503 without an error"
    ])
  })

  it("a failure: `request failed` at ERROR with the scrubbed cause", async () => {
    const request = app({ requestLog: false })
    const response = await request("/fail", { headers: { "x-request-id": "trace-0000002" } })
    expect(response.status).toBe(500)
    expect(response.headers.get("x-request-id")).toBe("trace-0000002")
    const [line] = logged("request failed")
    expect(line?.level).toBe("ERROR")
    const annotations = line?.annotations as Record<string, string>
    expect(annotations.requestId).toBe("trace-0000002")
    expect(annotations.route).toBe("/fail")
    expect(annotations.status).toBe(500)
    expect(annotations.cause?.split("\n")[0]).toBe("Error: duplicate key (phone)=(<digits>) for <email>")
    expect(annotations.cause).toMatch(/\n {4}at /u)
  })

  it("a tagged failure that is not an Error, a defect, and a handler's note", async () => {
    const request = app({ requestLog: false })
    await request("/tagged")
    await request("/die")
    await request("/note")
    expect(logged("request failed").map((line) => (line.annotations as Record<string, unknown>).cause)).toEqual([
      "DatabaseDown: no connection to 10.0.0.<digits>",
      "stopped at PAN <pan>",
      "database not ready"
    ])
  })
})
