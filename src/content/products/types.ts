/**
 * The shape of a loan page's copy (spec section 2, Loan pages). Copy is data, not JSX: the view in
 * src/features/loans/ renders it, and src/features/loans/content.test.ts checks it is complete and quotes the
 * figures of spec section 9. The product's name, tagline, description and four attributes live once in
 * domain/loan-products.ts.
 */
import type { LoanProductId } from "../../../domain/loan-products.ts"

/** The picture on a benefit card, drawn by src/features/loans/icons.tsx. */
export type BenefitIconId =
  | "percent"
  | "calendar"
  | "bolt"
  | "shield"
  | "document"
  | "rupee"
  | "handshake"
  | "growth"
  | "key"
  | "transfer"
  | "tools"
  | "clock"
  | "check"
  | "tax"

export interface Benefit {
  readonly title: string
  readonly description: string
  readonly icon: BenefitIconId
}

import type { Faq } from "../faq.ts"

export type { Faq }

/** A list under a heading: 'Salaried' / eligibility rules, 'Income proof' / documents. */
export interface ListGroup {
  readonly title: string
  readonly items: ReadonlyArray<string>
}

export interface ProductPageContent {
  readonly productId: LoanProductId
  /** The hero's paragraph under the tagline: who it is for and what it pays for. */
  readonly intro: string
  readonly benefits: ReadonlyArray<Benefit>
  /** Who can apply; one group, or one per applicant type (salaried, self-employed). */
  readonly eligibility: ReadonlyArray<ListGroup>
  /** Documents to keep ready, by kind. */
  readonly documents: ReadonlyArray<ListGroup>
  readonly faqs: ReadonlyArray<Faq>
}
