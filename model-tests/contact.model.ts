/** Get In Touch: typing (valid, or a short phone, or an empty field), Send, and the server's answer. */
import { validateContactForm } from "../domain/contact.ts"
import { networkError } from "../domain/failures.fixtures.ts"
import { contactMachine } from "../machines/contact.machine.ts"
import type { MachineModel } from "./harness.ts"

const contactModel: MachineModel<typeof contactMachine> = {
  name: "contact",
  machine: contactMachine,
  actors: ["sendMessage"],
  // What the guards read: which fields still have a problem.
  abstract: (s) => Object.keys(validateContactForm(s.context.form)).sort(),
  events: () => [
    { type: "Edit field", field: "name", value: "Asha Rao" },
    { type: "Edit field", field: "email", value: "asha@example.in" },
    { type: "Edit field", field: "phone", value: "9876543210" },
    { type: "Edit field", field: "message", value: "Please call me." },
    { type: "Edit field", field: "message", value: "" },
    { type: "Set consent", agreed: true },
    { type: "Set consent", agreed: false },
    { type: "Send" },
    { type: "xstate.done.actor.sendMessage", output: { success: true } } as never,
    { type: "xstate.error.actor.sendMessage", error: networkError() } as never
  ]
}

export const models = [contactModel]
