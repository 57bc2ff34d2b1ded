/**
 * The WhatsApp Business Cloud API adapter against a stand-in for the API on this machine: one POST to
 * <api>/<phone number ID>/messages with the access token, a template message in the enquiry's language with the
 * tracking ID, the tracking link and the stop link as its body's parameters, and the message's key to come back in
 * the delivery webhooks. A refusal names the API's answer, never the recipient.
 */
import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { Effect, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { cloudWhatsApp } from "./gateway.ts"

interface Received {
  readonly url: string
  readonly authorization: string | undefined
  readonly body: unknown
}

describe("the WhatsApp Cloud API adapter", () => {
  const received: Array<Received> = []
  let answer = 200
  let server: Server
  let apiUrl = ""

  const bodyOf = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = ""
      request.on("data", (chunk) => {
        text += chunk
      })
      request.on("end", () => resolve(text))
    })

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      received.push({
        url: request.url ?? "",
        authorization: request.headers.authorization,
        body: JSON.parse(await bodyOf(request))
      })
      response.writeHead(answer, { "content-type": "application/json" }).end("{}")
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const send = cloudWhatsApp({
    get apiUrl() {
      return apiUrl
    },
    phoneNumberId: "106540352242922",
    accessToken: Redacted.make("EAAG-token"),
    templates: { approved: "loan_approved_v2" }
  })
  const message = {
    idempotencyKey: "status:41:whatsapp",
    mobile: "9812345670",
    template: "approved",
    locale: "hi" as const,
    parameters: ["K7M2P-Q9R4T", "https://arthikaloans.in/hi/application-status?trackingId=K7M2P-Q9R4T", "https://x/s"],
    text: "the whole text"
  }

  it("posts the status's approved template, in Hindi for a Hindi enquiry, to the business number", async () => {
    answer = 200
    await Effect.runPromise(send(message))
    expect(received.at(-1)).toEqual({
      url: "/v21.0/106540352242922/messages",
      authorization: "Bearer EAAG-token",
      body: {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: "919812345670",
        type: "template",
        template: {
          name: "loan_approved_v2",
          language: { code: "hi" },
          components: [
            {
              type: "body",
              parameters: [
                { type: "text", text: "K7M2P-Q9R4T" },
                { type: "text", text: "https://arthikaloans.in/hi/application-status?trackingId=K7M2P-Q9R4T" },
                { type: "text", text: "https://x/s" }
              ]
            }
          ]
        },
        biz_opaque_callback_data: "status:41:whatsapp"
      }
    })
  })

  it("fails with the API's status when it refuses, and without a call when the template is not configured", async () => {
    answer = 401
    const refused = await Effect.runPromise(Effect.flip(send(message)))
    expect(refused.reason).toBe("whatsapp answered 401")
    const calls = received.length
    const unknown = await Effect.runPromise(Effect.flip(send({ ...message, template: "login" })))
    expect(unknown.reason).toBe("no WhatsApp template for the template")
    expect(received).toHaveLength(calls)
  })
})
