/**
 * The link in each message that stops further messages about an application (domain/stop-messages.ts): its token is
 * the enquiry's number, a dot, and 22 characters (132 bits) of an HMAC-SHA256 of that number under the server's token
 * key, so no one can make one for another person's enquiry. It never expires: a person may tap it months later.
 */
import { createHmac, timingSafeEqual } from "node:crypto"
import { stopMessagesPath, stopTokenPattern } from "../../domain/stop-messages.ts"
import { type Locale, pathInLocale } from "../../i18n/locale.ts"

const signature = (key: Buffer, enquiryId: string) =>
  createHmac("sha256", key).update(`stop-messages:${enquiryId}`).digest("base64url").slice(0, 22)

/** The token of an enquiry's stop link. */
export const stopToken = (key: Buffer, enquiryId: string): string => `${enquiryId}.${signature(key, enquiryId)}`

/** The enquiry a token was signed for, or undefined for a token we did not sign. */
export const enquiryOfStopToken = (key: Buffer, token: string): string | undefined => {
  if (!stopTokenPattern.test(token)) return undefined
  const [enquiryId = "", given = ""] = token.split(".")
  return timingSafeEqual(Buffer.from(signature(key, enquiryId)), Buffer.from(given)) ? enquiryId : undefined
}

/** The link itself, on the site at `siteUrl` (no trailing slash), in the enquiry's language. */
export const stopLink = (siteUrl: string, key: Buffer, enquiryId: string, locale: Locale): string =>
  `${siteUrl}${pathInLocale(`${stopMessagesPath}/${stopToken(key, enquiryId)}`, locale)}`
