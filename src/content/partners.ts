/**
 * Our lending partners (spec section 1: about 41, named from their logo files). Each logo is our own lettermark,
 * public/partners/<file>, made by `npx tsx scripts/generate-assets.ts`; the name shown comes from the file name by
 * the spec's rule (domain/partners.ts).
 */
import { partnerNameFromFileName } from "../../domain/partners.ts"

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

export interface Partner {
  readonly name: string
  readonly logo: string
}

export const partners: ReadonlyArray<Partner> = partnerLogoFiles.map((file) => ({
  name: partnerNameFromFileName(file),
  logo: `/partners/${file}`
}))
