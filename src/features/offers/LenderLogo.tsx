/**
 * A lender's logo beside its name (on an offer and on the Key Fact Statement): one of our partner lettermarks, at a
 * fixed size so the page does not move as it loads. The name is right beside it, so the image says nothing more to a
 * screen reader (alt=""). A lender without a logo shows none.
 */
import type { LenderLogo as LogoFile } from "../../../domain/lenders.ts"
import { partnerLogoPath } from "../../../domain/partners.ts"

/** The lettermarks are 2:1 (120 by 60). */
const sizes = { small: [48, 24], medium: [64, 32], large: [96, 48] } as const

export function LenderLogo({
  logo,
  size,
  lazy = false
}: {
  readonly logo: LogoFile | undefined
  readonly size: keyof typeof sizes
  /** Below the fold: loaded as it comes near. */
  readonly lazy?: boolean
}) {
  if (logo === undefined) return null
  const [width, height] = sizes[size]
  return (
    <img
      className="lender-logo"
      src={partnerLogoPath(logo)}
      alt=""
      width={width}
      height={height}
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
    />
  )
}
