import { baseLocale, currentLocale, intlTag, type Locale } from "../i18n/locale.ts"

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 })
const grouped = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 })
/** One formatter per language: English as en-GB ("21 November 2026"), Hindi as hi-IN ("21 नवंबर 2026"). */
const longDates = new Map<string, Intl.DateTimeFormat>()
const longDate = (locale: Locale): Intl.DateTimeFormat => {
  let format = longDates.get(locale)
  if (format === undefined) {
    const tag = locale === baseLocale ? "en-GB" : intlTag(locale)
    format = new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" })
    longDates.set(locale, format)
  }
  return format
}

/**
 * ₹10,74,700: rupees with Indian digit grouping, whole rupees. A loss reads with a true minus sign (−₹4,162, U+2212,
 * which screen readers say as "minus"), and less than half a rupee either way is ₹0, never "-₹0".
 */
export const formatRupees = (amount: number): string => rupees.format(Math.round(amount) || 0).replace("-", "\u2212")

const paise = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** ₹2,415.14 and ₹1,01,103.80 to the paisa; a whole amount without paise (₹5,00,000). */
export const formatRupeesAndPaise = (amount: number): string => {
  const rounded = Math.round(amount * 100) / 100
  return Number.isInteger(rounded) ? `₹${grouped.format(rounded)}` : `₹${paise.format(rounded)}`
}

/** 10,74,700 without the sign (points, counts). */
export const formatIndianNumber = (value: number): string => grouped.format(value)

/**
 * 21 November 2026: day, full month, year, in India's time zone, in the page's language (Hindi: 21 नवंबर 2026).
 * Digits stay Latin in both, as Indian banks print them.
 */
export const formatLongDate = (iso: string | Date, locale: Locale = currentLocale()): string => {
  const date = typeof iso === "string" ? new Date(iso) : iso
  return Number.isNaN(date.getTime()) ? "" : longDate(locale).format(date)
}
