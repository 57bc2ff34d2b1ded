/**
 * Our lending partners (spec section 1: about 41, named from their logo files). Each logo is our own lettermark,
 * public/partners/<file>, made by `npx tsx scripts/generate-assets.ts`; the name shown comes from the file name by
 * the spec's rule (domain/partners.ts).
 */
import { partnerLogoFiles, partnerLogoPath, partnerNameFromFileName } from "../../domain/partners.ts"

export interface Partner {
  readonly name: string
  readonly logo: string
}

export const partners: ReadonlyArray<Partner> = partnerLogoFiles.map((file) => ({
  name: partnerNameFromFileName(file),
  logo: partnerLogoPath(file)
}))
