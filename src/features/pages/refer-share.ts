/**
 * What the Refer & Earn hero's Share sends: the page's own address in the language in force (/refer-and-earn,
 * /hi/refer-and-earn), a title and a line in that language. The share sheet takes them apart; WhatsApp and SMS get
 * the line with the address after it.
 */

import { localePrefix } from "../../../i18n/locale.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import type { ShareInput } from "../../../machines/share.machine.ts"
import { company } from "../../content/company.ts"

export const referAndEarnPath = "/refer-and-earn"

export const referAndEarnShare = (origin: string, prefix: string = localePrefix()): ShareInput => ({
  title: `${company.brandName}: ${m.pages_refer_eyebrow()}`,
  text: m.pages_refer_share_text({ brand: company.brandName }),
  url: `${origin.replace(/\/+$/u, "")}${prefix}${referAndEarnPath}`
})

/** The line and the address together, for WhatsApp and SMS. */
export const shareMessage = (share: ShareInput): string => `${share.text} ${share.url}`
