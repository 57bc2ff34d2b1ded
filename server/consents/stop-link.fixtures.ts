/**
 * The token of an enquiry's stop link, worked out here as a message carries it and independently of
 * server/consents/stop-link.ts, the tests' oracle: the enquiry's number, a dot, and the first 22 characters of the
 * base64url HMAC-SHA256 of "stop-messages:<number>" under the token key (HKDF-SHA256 of TOKEN_SECRET, salt
 * "loans-server", info "token", 32 bytes).
 */
import { createHmac, hkdfSync } from "node:crypto"

export const handWorkedStopToken = (tokenSecret: string, enquiryId: string): string => {
  const key = Buffer.from(hkdfSync("sha256", tokenSecret, "loans-server", "token", 32))
  return `${enquiryId}.${createHmac("sha256", key).update(`stop-messages:${enquiryId}`).digest("base64url").slice(0, 22)}`
}
