const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 })
const grouped = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 })
const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata"
})

/** ₹10,74,700: rupees with Indian digit grouping, whole rupees. */
export const formatRupees = (amount: number): string => rupees.format(Math.round(amount))

/** 10,74,700 without the sign (points, counts). */
export const formatIndianNumber = (value: number): string => grouped.format(value)

/** 21 November 2026: day, full month, year, en-GB, in India's time zone. */
export const formatLongDate = (iso: string | Date): string => {
  const date = typeof iso === "string" ? new Date(iso) : iso
  return Number.isNaN(date.getTime()) ? "" : longDate.format(date)
}
