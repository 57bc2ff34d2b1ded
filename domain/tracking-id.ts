/**
 * Tracking IDs: ten characters from an alphabet without look-alikes (no 0, 1, I, L, O), shown as two groups of
 * five (K7QMX-3P9TD). Easy to read aloud; 31^10 (about 2^49.5) values, drawn at random by the server.
 */
export const trackingAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
export const trackingIdLength = 10

/** Builds an ID from random bytes (the server passes crypto.getRandomValues output); bytes >= 248 are skipped to avoid bias. */
export const trackingIdFromBytes = (bytes: Uint8Array): string | undefined => {
  let out = ""
  const limit = 256 - (256 % trackingAlphabet.length)
  for (const b of bytes) {
    if (b >= limit) continue
    out += trackingAlphabet[b % trackingAlphabet.length]
    if (out.length === trackingIdLength) return `${out.slice(0, 5)}-${out.slice(5)}`
  }
  return undefined
}

/** Whitespace removed (spec section 5); hyphens and case forgiven. Undefined when it cannot be an ID of ours. */
export const normalizeTrackingId = (input: string): string | undefined => {
  const compact = input.replace(/[\s-]+/gu, "").toUpperCase()
  if (compact.length !== trackingIdLength) return undefined
  for (const c of compact) if (!trackingAlphabet.includes(c)) return undefined
  return `${compact.slice(0, 5)}-${compact.slice(5)}`
}

/** What the track form keeps of what is typed: whitespace removed. */
export const stripWhitespace = (input: string): string => input.replace(/\s+/gu, "")
