/**
 * Test data: the failures of the back office's contract (./failures.ts) as a fake actor fails with them, for the
 * machine and model tests. A message a test does not care about is empty (`message: ""`), as an answer without one
 * would be. No answer and an undescribed answer are domain/failures.fixtures.ts's `networkError` and `serverError`.
 */
import {
  AdminNotFound,
  AlreadyPaid,
  CallRefused,
  CatalogueChanged,
  CorrectionDecided,
  GrievanceMoveRefused,
  LockedOut,
  MoveRefused,
  SignInRefused,
  Unauthorized
} from "./failures.ts"

/** 401: the staff session ended. */
export const unauthorized = (message = "") => new Unauthorized({ success: false, message })
export const signInRefused = (message = "") => new SignInRefused({ success: false, message })
export const lockedOut = (message = "") => new LockedOut({ success: false, message, retryAfterSeconds: 900 })
export const adminNotFound = (message = "") => new AdminNotFound({ success: false, message })
export const alreadyPaid = (message = "") => new AlreadyPaid({ success: false, message })
export const correctionDecided = (message = "") => new CorrectionDecided({ success: false, message })
/** A move the lifecycle refuses from Login (the status and the moves it allows are not what a machine reads). */
export const moveRefused = (message = "") => new MoveRefused({ success: false, message, status: "Login", allowed: [] })
export const grievanceMoveRefused = (message = "") =>
  new GrievanceMoveRefused({ success: false, message, status: "Received", allowed: [] })
/** Someone saved the lender catalogue's version 8 since the edit began. */
export const catalogueChanged = (message = "") => new CatalogueChanged({ success: false, message, version: 8 })
/** A call refused by the person's preference: no calls at all, or outside their 18:00-21:00 window. */
export const callRefused = (reason: "no-calls" | "outside-window", message = "") =>
  new CallRefused({ success: false, message, reason, callFrom: 18, callTo: 21 })
