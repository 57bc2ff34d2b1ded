/**
 * What the back office's groups share: its messages, the page size of its lists, the plain-text field and the `{
 * success: true, data }` answer every group's endpoints wrap their data in.
 */
import { Schema } from "effect"
import { isPlainText, unsupportedCharactersMessage } from "../validation.ts"

export const adminMessages = {
  unauthorized: "Please sign in to continue.",
  wrongPassword: "Wrong username or password.",
  lockedOut: "Too many wrong passwords. Please try again in 15 minutes.",
  crossSite: "This request must come from the back office itself.",
  notFound: "No enquiry has this tracking ID.",
  usernameCharacters: unsupportedCharactersMessage("the username"),
  passwordCharacters: unsupportedCharactersMessage("the password"),
  noteCharacters: unsupportedCharactersMessage("the note"),
  noWithdrawal: "No withdrawal has this id.",
  alreadyPaid: "This withdrawal is already paid.",
  noFailedMessage: "No failed message has this id.",
  noTestimonial: "No testimonial waits for moderation with this id.",
  noSlide: "No slide has this id.",
  noCorrection: "No correction request has this id.",
  correctionDecided: "This correction request is already closed.",
  noLender: "No lender has this id.",
  noProduct: "This lender has no product of this loan type.",
  catalogueChanged: "Someone saved a newer version of the catalogue; reload it and make your change again.",
  correctionNote: "Please write a note for the person (at most 1,000 characters)."
} as const

/** Lists (enquiries, the inbox) come in pages of this many rows, newest first. */
export const adminPageSize = 20

/** Text of at most `max` characters, without control characters (`multiline`: tab and line breaks allowed). */
export const Text = (max: number, message = unsupportedCharactersMessage("this field"), multiline = false) =>
  Schema.String.check(isPlainText(message, { multiline }), Schema.isMaxLength(max))

/** The answer of a call that went through: `{ success: true, data }`. */
export const Ok = <S extends Schema.Top>(data: S) => Schema.Struct({ success: Schema.Literal(true), data })
