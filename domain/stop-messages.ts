/**
 * Consent withdrawn in one tap: every message about an application carries a link that stops further messages about
 * it, with no login. The link's token names the enquiry and carries the server's signature of it
 * (server/consents/stop-link.ts); the page sends it back with POST /api/consents/stop, which records the withdrawal
 * on the enquiry's consent (its withdrawn time) at once. Shared by the page, its machine and the server.
 */
import { Schema } from "effect"
import { m } from "../i18n/paraglide/messages.js"

/** The path of the page a message links to; the token is the path's last part. */
export const stopMessagesPath = "/messages/stop"

/** The words of the answers, in the language in force (the server answers in the request's). */
export const stopMessages = {
  get stopped() {
    return m.my_data_stop_done()
  },
  get invalid() {
    return m.my_data_stop_invalid()
  }
}

/** An enquiry's number, a dot and 22 characters of signature: what a link carries, and nothing longer. */
export const stopTokenPattern = /^[1-9][0-9]{0,17}\.[A-Za-z0-9_-]{22}$/u

/** POST /api/consents/stop: the token from the link. A token of the wrong shape is a 404 like a forged one. */
export const StopRequest = Schema.Struct({
  token: Schema.String.check(Schema.isMaxLength(64)).annotate({
    description: "The last part of the link in a message: the enquiry's number, a dot and its signature"
  })
})
export type StopRequest = typeof StopRequest.Type
