/**
 * Lending partners: a partner's name comes from its logo's file name (spec section 1): the extension dropped,
 * camel case split into words, a trailing "Bank" removed. Acronyms stay whole ("HDFCBank.svg" is "HDFC",
 * "AUSmallFinanceBank.svg" is "AU Small Finance"). No effect import: the home page uses it.
 */
export const partnerNameFromFileName = (fileName: string): string => {
  const base = (fileName.split(/[\\/]/u).pop() ?? "").replace(/\.[^.]+$/u, "")
  const words = base
    .replace(/[_\-\s]+/gu, " ")
    // a lower-case letter or digit followed by a capital: "HdfcBank" -> "Hdfc Bank"
    .replace(/([a-z0-9])([A-Z])/gu, "$1 $2")
    // an acronym followed by a capitalised word: "HDFCBank" -> "HDFC Bank"
    .replace(/([A-Z]+)([A-Z][a-z])/gu, "$1 $2")
    .trim()
    .split(/\s+/u)
    .filter((w) => w !== "")
  const named = words.length > 1 && words[words.length - 1] === "Bank" ? words.slice(0, -1) : words
  return named.join(" ")
}

const minorWords = new Set(["Of", "And", "The", "&"])

/** The letters of a lettermark: an acronym as it is ("HDFC"), else the initials of up to three words ("KM"; "State Bank Of India" is "SBI"). */
export const lettermarkOf = (name: string): string => {
  const words = name.split(/\s+/u).filter((w) => w !== "" && !minorWords.has(w))
  const first = words[0] ?? ""
  if (words.length === 1) return /^[A-Z0-9]{2,5}$/u.test(first) ? first : first.slice(0, 2).toUpperCase()
  if (/^[A-Z0-9]{2,5}$/u.test(first)) return first
  return words
    .slice(0, 3)
    .map((w) => w[0]!.toUpperCase())
    .join("")
}

/**
 * Our lettermark logos of the lending partners, public/partners/<file> (made by `npx tsx scripts/generate-assets.ts`):
 * the home page lists them, and a lender of the catalogue may show one of them (domain/lenders.ts).
 */
export const partnerLogoFiles = [
  "HDFCBank.svg",
  "ICICIBank.svg",
  "StateBankOfIndia.svg",
  "AxisBank.svg",
  "KotakMahindraBank.svg",
  "BajajFinserv.svg",
  "TataCapital.svg",
  "IDFCFirstBank.svg",
  "PunjabNationalBank.svg",
  "BankOfBaroda.svg",
  "AdityaBirlaCapital.svg",
  "IndusindBank.svg",
  "CanaraBank.svg",
  "UnionBankOfIndia.svg",
  "MahindraFinance.svg",
  "ShriramFinance.svg",
  "CholamandalamFinance.svg",
  "HDBFinancialServices.svg",
  "LICHousingFinance.svg",
  "PNBHousingFinance.svg",
  "BajajHousingFinance.svg",
  "FederalBank.svg",
  "RBLBank.svg",
  "BandhanBank.svg",
  "AUSmallFinanceBank.svg",
  "EquitasSmallFinanceBank.svg",
  "UjjivanSmallFinanceBank.svg",
  "IDBIBank.svg",
  "SouthIndianBank.svg",
  "KarurVysyaBank.svg",
  "CityUnionBank.svg",
  "DCBBank.svg",
  "BankOfMaharashtra.svg",
  "CentralBankOfIndia.svg",
  "MuthootFinance.svg",
  "PiramalFinance.svg",
  "PoonawallaFincorp.svg",
  "IIFLFinance.svg",
  "SundaramFinance.svg",
  "AavasFinanciers.svg",
  "SMFGIndiaCredit.svg"
] as const
export type PartnerLogoFile = (typeof partnerLogoFiles)[number]

/** The address a partner logo is served from. */
export const partnerLogoPath = (file: PartnerLogoFile): string => `/partners/${file}`
