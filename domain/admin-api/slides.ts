/**
 * The rules of a home-carousel slide as staff write it: its fields and their messages, where a button may link to,
 * the Hindi words and which of them are still missing. The carousel group (./carousel.ts) takes and answers these.
 */
import { Schema } from "effect"
import { controlCharacterPattern, isPlainText, unsupportedCharactersMessage } from "../validation.ts"

export const slideMessages = {
  heading: "Please enter a heading (at most 80 characters).",
  text: "The text must be at most 200 characters.",
  image: "Please upload an image for the slide.",
  buttonText: "Please enter the button's text (at most 30 characters).",
  buttonUrl: "Please enter a link starting with / or https://.",
  picture: "Please choose a JPEG, PNG, GIF, WebP or SVG image of at most 2 MB.",
  saved: "Slide saved.",
  textCharacters: unsupportedCharactersMessage("the text"),
  headingHi: "The Hindi heading must be at most 80 characters, on one line.",
  textHi: "The Hindi text must be at most 200 characters.",
  textHiCharacters: unsupportedCharactersMessage("the Hindi text"),
  buttonTextHi: "The Hindi button text must be at most 30 characters, on one line."
} as const

/** Our own slide images (/carousel/...) or uploaded ones (/api/carousel/images/...). */
export const slideImagePattern = /^\/(?:carousel\/[\w.-]+|api\/carousel\/images\/[\w-]+)$/u
/** The origin a path is resolved against to see where a browser would take it; never a real site. */
const linkBase = "https://link.invalid"
/**
 * Whether a path, read the way a browser reads it, stays on this site: resolved against a stand-in origin, the origin
 * stays that one and the normalised path does not start with `//` (`/.//x`, `/%2e//x` and `/a/..//x` normalise to
 * `//x`, which a router or a redirect would read as the host `x`).
 */
const staysOnSite = (path: string): boolean => {
  if (path.includes("\\")) return false
  try {
    const resolved = new URL(path, linkBase)
    return resolved.origin === linkBase && !resolved.pathname.startsWith("//")
  } catch {
    return false
  }
}
/** One round of percent-decoding of the ASCII characters (the ones that can make a host); a broken `%` stays as is. */
const decodeAscii = (s: string): string =>
  s.replace(/%([0-7][0-9a-f])/giu, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
/** Every form a path takes when it is percent-decoded again and again (`%252f` is `%2f` is `/`); undefined if endless. */
const decodings = (path: string): ReadonlyArray<string> | undefined => {
  const forms = [path]
  for (let i = 0; i < 4; i++) {
    const decoded = decodeAscii(forms[i] as string)
    if (decoded === forms[i]) return forms
    forms.push(decoded)
  }
  return undefined
}
/**
 * A button's link stays on this site or goes to an https:// address (slideMessages.buttonUrl). A path starts with `/`
 * and stays on this site in every form a browser, a router or a redirect may give it: as written and percent-decoded,
 * normalised by the platform's URL parser (so `//host`, `/\host`, `/.//host`, `/%2e//host`, `/%2fhost` are refused).
 * An address is `https://` and a host with no user information (`https://x@host`, `https://x:y@host` and
 * `https://@host` are refused: a reader sees `x`, the browser goes to `host`). No spaces, control characters or
 * backslashes anywhere.
 */
export const isButtonLink = (url: string): boolean => {
  if (controlCharacterPattern.test(url) || /[\s\\]/u.test(url)) return false
  if (url.startsWith("/")) {
    const forms = decodings(url)
    return forms?.every(staysOnSite) === true
  }
  const authority = /^https:\/\/([^/?#]*)/iu.exec(url)?.[1]
  if (authority === undefined || authority === "" || authority.includes("@")) return false
  try {
    const parsed = new URL(url)
    return parsed.protocol === "https:" && parsed.hostname !== "" && parsed.username === "" && parsed.password === ""
  } catch {
    return false
  }
}

const buttonsFilled = Schema.makeFilter(
  (o: {
    isPrimaryButtonEnabled: boolean
    primaryButtonText: string
    primaryButtonUrl: string
    isSecondaryButtonEnabled: boolean
    secondaryButtonText: string
    secondaryButtonUrl: string
  }) => {
    const issues: Array<Schema.FilterIssue> = []
    for (const which of ["primary", "secondary"] as const) {
      const enabled = which === "primary" ? o.isPrimaryButtonEnabled : o.isSecondaryButtonEnabled
      const text = which === "primary" ? o.primaryButtonText : o.secondaryButtonText
      const url = which === "primary" ? o.primaryButtonUrl : o.secondaryButtonUrl
      if (enabled && text.trim() === "") issues.push({ path: [`${which}ButtonText`], issue: slideMessages.buttonText })
      if (enabled && !isButtonLink(url)) issues.push({ path: [`${which}ButtonUrl`], issue: slideMessages.buttonUrl })
    }
    return issues
  }
)

const LinkField = Schema.String.check(
  Schema.makeFilter((s: string) =>
    s === "" || (s.length <= 300 && isButtonLink(s)) ? undefined : slideMessages.buttonUrl
  )
)
const ButtonText = Schema.String.check(
  isPlainText(slideMessages.buttonText),
  Schema.isMaxLength(30, { message: slideMessages.buttonText })
)

/** The Hindi of a slide's words: the English field's limits, empty allowed (not written yet). */
const HindiText = {
  heading: Schema.String.check(
    isPlainText(slideMessages.headingHi),
    Schema.isMaxLength(80, { message: slideMessages.headingHi })
  ),
  text: Schema.String.check(
    isPlainText(slideMessages.textHiCharacters, { multiline: true }),
    Schema.isMaxLength(200, { message: slideMessages.textHi })
  ),
  buttonText: Schema.String.check(
    isPlainText(slideMessages.buttonTextHi),
    Schema.isMaxLength(30, { message: slideMessages.buttonTextHi })
  )
}

/** A slide as staff write it: the public fields, and whether it is shown. Enabled buttons need their text and link. */
export const SlideInput = Schema.Struct({
  heading: Schema.String.check(
    isPlainText(slideMessages.heading),
    Schema.makeFilter((s: string) => (s.trim() !== "" && s.length <= 80 ? undefined : slideMessages.heading))
  ),
  text: Schema.String.check(
    isPlainText(slideMessages.textCharacters, { multiline: true }),
    Schema.isMaxLength(200, { message: slideMessages.text })
  ),
  imageUrl: Schema.String.check(
    isPlainText(slideMessages.image),
    Schema.isPattern(slideImagePattern, { message: slideMessages.image })
  ),
  isPrimaryButtonEnabled: Schema.Boolean,
  primaryButtonText: ButtonText,
  primaryButtonUrl: LinkField,
  isSecondaryButtonEnabled: Schema.Boolean,
  secondaryButtonText: ButtonText,
  secondaryButtonUrl: LinkField,
  isActive: Schema.Boolean,
  // The same words in Hindi, for /hi/. Left out or empty: not written yet (/hi/ shows the English of that field).
  headingHi: Schema.optionalKey(HindiText.heading),
  textHi: Schema.optionalKey(HindiText.text),
  primaryButtonTextHi: Schema.optionalKey(HindiText.buttonText),
  secondaryButtonTextHi: Schema.optionalKey(HindiText.buttonText)
}).check(buttonsFilled)
export type SlideInput = typeof SlideInput.Type

/** A slide as the back office reads it: the Hindi fields always there, empty where the Hindi is not written. */
export const AdminSlide = Schema.Struct({
  id: Schema.String,
  position: Schema.Int,
  ...SlideInput.fields,
  headingHi: HindiText.heading,
  textHi: HindiText.text,
  primaryButtonTextHi: HindiText.buttonText,
  secondaryButtonTextHi: HindiText.buttonText
})
export type AdminSlide = typeof AdminSlide.Type

/**
 * The slide's words shown on /hi/ that have no Hindi yet: the heading always, the text when there is one, a button's
 * text when the button is shown. The back office marks such a slide "Hindi missing".
 */
export const missingHindi = (
  slide: SlideInput
): ReadonlyArray<"heading" | "text" | "first button" | "second button"> => {
  const blank = (s: string | undefined) => (s ?? "").trim() === ""
  return [
    ...(blank(slide.headingHi) ? (["heading"] as const) : []),
    ...(!blank(slide.text) && blank(slide.textHi) ? (["text"] as const) : []),
    ...(slide.isPrimaryButtonEnabled && blank(slide.primaryButtonTextHi) ? (["first button"] as const) : []),
    ...(slide.isSecondaryButtonEnabled && blank(slide.secondaryButtonTextHi) ? (["second button"] as const) : [])
  ]
}
