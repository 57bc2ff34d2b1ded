import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { ContactMessage } from "../domain/contact.ts"
import { networkError, validationError } from "../domain/failures.fixtures.ts"
import { type ContactEmitted, contactMachine } from "./contact.machine.ts"

/** The spec's words (sections 2, 5 and 8), written out: the oracle, never imported from domain/. */
const spec = {
  contactFailure: "Failed to send message. Please try again.",
  contactPhone: "Phone number must be 10 digits",
  contactPhoneToast: "Please enter a valid 10-digit phone number."
} as const
/** Our words where the spec names none, written out as well. */
const ours = {
  contactEmailRequired: "Please enter your email address.",
  contactMessageRequired: "Please enter a message.",
  contactNameRequired: "Please enter your name.",
  email: "Please enter a valid email address.",
  consent: "Please agree to the Privacy Policy to continue."
} as const

const start = (send: (message: ContactMessage) => Promise<{ readonly success: boolean }>) => {
  const sent: Array<ContactMessage> = []
  const toasts: Array<ContactEmitted> = []
  const actor = createActor(
    contactMachine.provide({
      actors: {
        sendMessage: fromPromise(async ({ input }: { input: ContactMessage }) => {
          sent.push(input)
          return send(input)
        })
      }
    })
  ).start()
  actor.on("toast", (e) => toasts.push(e))
  const type = (field: "name" | "email" | "phone" | "message", value: string) =>
    actor.send({ type: "Edit field", field, value })
  const fill = () => {
    type("name", " Asha Rao ")
    type("email", "asha@example.in")
    type("phone", "+91 98765-43210".slice(4))
    type("message", "Please call me about a home loan.")
    actor.send({ type: "Set consent", agreed: true })
  }
  return { actor, sent, toasts, type, fill }
}

describe("contact machine", () => {
  it("ticking the consent box after a refused Send clears the consent message and keeps the others", () => {
    const { actor } = start(async () => ({ success: true }))
    actor.send({ type: "Send" })
    expect(actor.getSnapshot().context.errors).toMatchObject({
      name: ours.contactNameRequired,
      message: ours.contactMessageRequired,
      consent: ours.consent
    })
    actor.send({ type: "Set consent", agreed: true })
    const errors = actor.getSnapshot().context.errors
    expect(errors.consent).toBeUndefined()
    expect(errors.name).toBe(ours.contactNameRequired)
    expect(errors.message).toBe(ours.contactMessageRequired)
  })

  it("needs the consent box ticked (issue 14): unticked, it says so and sends nothing; ticking clears it", () => {
    const { actor, sent, toasts, fill } = start(async () => ({ success: true }))
    fill()
    actor.send({ type: "Set consent", agreed: false })
    actor.send({ type: "Send" })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(sent).toEqual([])
    expect(toasts).toEqual([])
    expect(actor.getSnapshot().context.errors).toEqual({ consent: ours.consent })
    actor.send({ type: "Set consent", agreed: true })
    expect(actor.getSnapshot().context.errors.consent).toBeUndefined()
    expect(actor.getSnapshot().context.form.consent).toBe(true)
  })

  it("keeps the phone's 10 digits once it has them, and says 'Phone number must be 10 digits' until then", () => {
    const { actor, type } = start(async () => ({ success: true }))
    type("phone", "98765-4")
    expect(actor.getSnapshot().context.form.phone).toBe("98765-4")
    expect(actor.getSnapshot().context.errors.phone).toBe("Phone number must be 10 digits")
    type("phone", "(987) 654 3210")
    expect(actor.getSnapshot().context.form.phone).toBe("9876543210")
    expect(actor.getSnapshot().context.errors.phone).toBeUndefined()
    for (const pasted of ["+91 98765 01234", "+919876501234", "91 98765 01234", "098765 01234", "98765-01234"]) {
      type("phone", pasted)
      expect(actor.getSnapshot().context.form.phone, pasted).toBe("9876501234")
      expect(actor.getSnapshot().context.errors.phone).toBeUndefined()
    }
    type("phone", "98765012345")
    expect(actor.getSnapshot().context.form.phone).toBe("98765012345")
    expect(actor.getSnapshot().context.errors.phone).toBe("Phone number must be 10 digits")
  })

  it("sends the trimmed message, toasts the spec's thanks and clears the form", async () => {
    const { actor, sent, toasts, fill } = start(async () => ({ success: true }))
    fill()
    actor.send({ type: "Send" })
    expect(actor.getSnapshot().value).toBe("sending")
    await waitFor(actor, (s) => s.matches("editing"), { timeout: 3000 })
    expect(sent).toEqual([
      {
        name: "Asha Rao",
        email: "asha@example.in",
        phone: "9876543210",
        message: "Please call me about a home loan.",
        consent: true
      }
    ])
    expect(toasts).toEqual([
      { type: "toast", kind: "success", message: "Thank you for contacting us! We will get back to you soon." }
    ])
    expect(actor.getSnapshot().context).toEqual({
      form: { name: "", email: "", phone: "", message: "", consent: false },
      errors: {}
    })
  })

  it("an empty form shows every field's message and sends nothing", () => {
    const { actor, sent, toasts } = start(async () => ({ success: true }))
    actor.send({ type: "Send" })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.errors).toEqual({
      name: ours.contactNameRequired,
      email: ours.contactEmailRequired,
      phone: spec.contactPhone,
      message: ours.contactMessageRequired,
      consent: ours.consent
    })
    expect(toasts).toEqual([{ type: "toast", kind: "error", message: "Please enter a valid 10-digit phone number." }])
    expect(sent).toEqual([])
  })

  it("a short phone toasts 'Please enter a valid 10-digit phone number.'; other mistakes only show their message", () => {
    const { actor, toasts, type, fill } = start(async () => ({ success: true }))
    fill()
    type("phone", "98765")
    actor.send({ type: "Send" })
    expect(actor.getSnapshot().context.errors.phone).toBe("Phone number must be 10 digits")
    expect(toasts.map((t) => t.message)).toEqual([spec.contactPhoneToast])
    type("phone", "9876543210")
    type("email", "asha@")
    actor.send({ type: "Send" })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.errors).toEqual({ email: ours.email, phone: undefined })
    expect(toasts).toHaveLength(1)
  })

  it("a failure without any value toasts the same words and keeps the form", async () => {
    const { actor, toasts, fill } = start(() => Promise.reject(undefined))
    fill()
    actor.send({ type: "Send" })
    await waitFor(actor, (s) => s.matches("editing"), { timeout: 3000 })
    expect(toasts).toEqual([{ type: "toast", kind: "error", message: "Failed to send message. Please try again." }])
    expect(actor.getSnapshot().context.form.message).toBe("Please call me about a home loan.")
  })

  it("a failure toasts 'Failed to send message. Please try again.' and keeps the form", async () => {
    const { actor, toasts, fill } = start(async () => {
      throw networkError()
    })
    fill()
    const before = actor.getSnapshot().context.form
    actor.send({ type: "Send" })
    await waitFor(actor, (s) => s.matches("editing"), { timeout: 3000 })
    expect(toasts).toEqual([{ type: "toast", kind: "error", message: "Failed to send message. Please try again." }])
    expect(actor.getSnapshot().context.form).toEqual(before)
  })

  it("shows the server's field messages when it refuses the input", async () => {
    const { actor, toasts, fill } = start(async () => {
      throw validationError([{ path: "email", message: "Please enter a valid email address." }])
    })
    fill()
    actor.send({ type: "Send" })
    await waitFor(actor, (s) => s.matches("editing"), { timeout: 3000 })
    expect(actor.getSnapshot().context.errors.email).toBe("Please enter a valid email address.")
    expect(toasts.map((t) => t.message)).toEqual([spec.contactFailure])
  })

  it("ignores edits and a second Send while sending", () => {
    const { actor, sent, type, fill } = start(() => new Promise(() => {}))
    fill()
    actor.send({ type: "Send" })
    type("name", "Someone Else")
    actor.send({ type: "Send" })
    expect(sent).toHaveLength(1)
    expect(actor.getSnapshot().context.form.name).toBe(" Asha Rao ")
  })
})
