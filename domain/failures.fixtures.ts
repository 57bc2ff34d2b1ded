/**
 * Test data: the failures of domain/failures.ts as a fake actor fails with them, for the machine and model tests. The
 * contract's fields a test does not care about are empty (`message: ""`), as an answer without them would be.
 */
import {
  ApplicationNotFound,
  ApplicationRemoved,
  ConsentNotFound,
  GrievanceNotFound,
  InvalidToken,
  NetworkError,
  NothingToWithdraw,
  OtpExpired,
  OtpRateLimited,
  ServerError,
  ShareCancelled,
  ShareUnavailable,
  TooManyRequests,
  ValidationError,
  WrongCode
} from "./failures.ts"

type FieldErrors = ReadonlyArray<{ readonly path: string; readonly message: string }>

/** No answer came. */
export const networkError = () => new NetworkError({ message: "Failed to fetch" })
/** An answer the contract does not describe (a 500), with the server's message if it gave one. */
export const serverError = (message?: string) => new ServerError({ status: 500, message })
export const invalidToken = (message = "") => new InvalidToken({ success: false, message })
export const validationError = (errors: FieldErrors, message = "") =>
  new ValidationError({ success: false, message, errors })
export const tooManyRequests = (message = "") => new TooManyRequests({ success: false, message, retryAfterSeconds: 60 })
export const otpRateLimited = (message: string, retryAfterSeconds = 3600) =>
  new OtpRateLimited({ success: false, message, retryAfterSeconds })
export const wrongCode = (message: string, attemptsLeft: number) =>
  new WrongCode({ success: false, message, attemptsLeft })
export const applicationNotFound = () => new ApplicationNotFound({ success: false, message: "" })
export const applicationRemoved = () => new ApplicationRemoved({ success: false, message: "" })
export const grievanceNotFound = () => new GrievanceNotFound({ success: false, message: "" })
export const consentNotFound = () => new ConsentNotFound({ success: false, message: "" })
export const nothingToWithdraw = (message = "") => new NothingToWithdraw({ success: false, message })
export const otpExpired = (message: string) => new OtpExpired({ success: false, message, reason: "expired" })
/** The browser has no share sheet. */
export const shareUnavailable = () => new ShareUnavailable({ message: "No share sheet here." })
/** The person closed the share sheet. */
export const shareCancelled = () => new ShareCancelled({})
