/**
 * The page copy of every loan product, by id. Loaded only by the lazy loan pages. Each entry builds the copy in the
 * language in force when called (issue 15): `productPages.home()`.
 */
import type { LoanProductId } from "../../../domain/loan-products.ts"
import { autoLoan } from "./auto.ts"
import { businessLoan } from "./business.ts"
import { commercialVehicleLoan } from "./commercial-vehicle.ts"
import { homeLoan } from "./home.ts"
import { personalLoan } from "./personal.ts"
import { professionalLoan } from "./professional.ts"
import { loanAgainstProperty } from "./property.ts"
import type { ProductPageContent } from "./types.ts"
import { workingCapitalLoan } from "./working-capital.ts"

export const productPages: Readonly<Record<LoanProductId, () => ProductPageContent>> = {
  personal: personalLoan,
  business: businessLoan,
  professional: professionalLoan,
  home: homeLoan,
  auto: autoLoan,
  property: loanAgainstProperty,
  "commercial-vehicle": commercialVehicleLoan,
  "working-capital": workingCapitalLoan
}
