/**
 * The loan products' and benefits' pictures as inline SVG (decorative: aria-hidden; the text beside each carries
 * the meaning). Effect-free and small, so the home page's loan types section can use the product icons too.
 */
import type { ReactNode, SVGProps } from "react"
import type { LoanIconId } from "../../../domain/loan-products.ts"
import type { BenefitIconId } from "../../content/products/types.ts"

type IconProps = Omit<SVGProps<SVGSVGElement>, "children">

const Stroke = ({ children, ...props }: IconProps & { readonly children: ReactNode }) => (
  <svg
    width={28}
    height={28}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.7}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    focusable={false}
    {...props}
  >
    {children}
  </svg>
)

const productPaths: Readonly<Record<LoanIconId, ReactNode>> = {
  wallet: (
    <>
      <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
      <rect x="3.5" y="7.5" width="17" height="12" rx="2.5" />
      <path d="M16 13.5h4.5" />
      <circle cx="16.5" cy="13.5" r="0.6" fill="currentColor" />
    </>
  ),
  briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7" />
      <path d="M3 12.5h18M11 12.5v2h2v-2" />
    </>
  ),
  stethoscope: (
    <>
      <path d="M6 3.5H5v5a4 4 0 0 0 8 0v-5h-1" />
      <path d="M9 12.5v2a5 5 0 0 0 10 0V13" />
      <circle cx="19" cy="11" r="2" />
    </>
  ),
  house: (
    <>
      <path d="M3.5 11 12 4l8.5 7" />
      <path d="M5.5 9.5V20h13V9.5" />
      <path d="M10 20v-5.5h4V20" />
    </>
  ),
  car: (
    <>
      <path d="M5 16.5H3.5v-4l2-5h13l2 5v4H19" />
      <path d="M3.5 12.5h17" />
      <circle cx="7.5" cy="16.5" r="2" />
      <circle cx="16.5" cy="16.5" r="2" />
      <path d="M9.5 16.5h5" />
    </>
  ),
  building: (
    <>
      <rect x="4" y="3.5" width="10" height="17" rx="1" />
      <path d="M14 9.5h5a1 1 0 0 1 1 1v10H14" />
      <path d="M7 7h1.5M9.5 7H11M7 10.5h1.5M9.5 10.5H11M7 14h1.5M9.5 14H11M8 20.5v-3h2v3" />
    </>
  ),
  truck: (
    <>
      <path d="M2.5 6h11v10.5h-11z" />
      <path d="M13.5 9.5h4l3 3.5v3.5h-7" />
      <circle cx="6.5" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </>
  ),
  "cash-flow": (
    <>
      <path d="M4 9a8 8 0 0 1 14.5-3.5M20 15a8 8 0 0 1-14.5 3.5" />
      <path d="M18.5 2.5v3h-3M5.5 21.5v-3h3" />
      <path d="M10 9h4.5M10 11.5h4.5M12.5 9c1.5 0 1.5 2.5 0 2.5H10l3.5 3.5" />
    </>
  )
}

const benefitPaths: Readonly<Record<BenefitIconId, ReactNode>> = {
  percent: (
    <>
      <path d="M18 6 6 18" />
      <circle cx="7.5" cy="7.5" r="2.5" />
      <circle cx="16.5" cy="16.5" r="2.5" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4M8 14h2M12 14h2M8 17h2" />
    </>
  ),
  bolt: <path d="M13 2.5 4.5 13.5H12l-1 8 8.5-11H12l1-8z" />,
  shield: (
    <>
      <path d="M12 3 5 6v5.5c0 4.4 3 8 7 9.5 4-1.5 7-5.1 7-9.5V6l-7-3z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  document: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </>
  ),
  rupee: (
    <>
      <path d="M7 5h10M7 9h10M10 5c5 0 5 8 0 8H7l7 6.5" />
    </>
  ),
  handshake: (
    <>
      <path d="M2.5 11 6 7.5l3 1 3-2 3.5 1L21.5 11" />
      <path d="m6 7.5-3.5 7 4 3.5M18 7.5l3.5 7-4 3.5" />
      <path d="m9 8.5 3 3 2-1.5 3.5 4.5M7.5 15l2 2M10 13.5l2.5 2.5M12.5 12.5l2.5 2.5" />
    </>
  ),
  growth: (
    <>
      <path d="M3.5 20.5h17" />
      <path d="m4.5 16 5-5 3.5 3.5 7-7" />
      <path d="M15 7.5h5v5" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15" r="4.5" />
      <path d="m11.2 11.8 8.3-8.3M16.5 6.5l2.5 2.5M14 9l2 2" />
    </>
  ),
  transfer: (
    <>
      <path d="M4 8h15l-3.5-3.5" />
      <path d="M20 16H5l3.5 3.5" />
    </>
  ),
  tools: (
    <>
      <path d="M14.5 6.5a4 4 0 0 0-5 5L4 17a2 2 0 0 0 3 3l5.5-5.5a4 4 0 0 0 5-5l-2.5 2.5-2.5-.5-.5-2.5 2.5-2.5z" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  check: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>
  ),
  tax: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3z" />
      <path d="m9.5 14 5-5" />
      <circle cx="9.75" cy="9.25" r="0.9" />
      <circle cx="14.25" cy="13.75" r="0.9" />
    </>
  )
}

/** The picture of a loan product (domain/loan-products.ts `icon`). */
export const ProductIcon = ({ icon, ...props }: IconProps & { readonly icon: LoanIconId }) => (
  <Stroke {...props}>{productPaths[icon]}</Stroke>
)

/** The picture of a benefit card. */
export const BenefitIcon = ({ icon, ...props }: IconProps & { readonly icon: BenefitIconId }) => (
  <Stroke {...props}>{benefitPaths[icon]}</Stroke>
)

/** The chevron of an FAQ question; the CSS turns it when the answer is open. */
