/** The home page's small icons (decorative: aria-hidden; the text beside each carries the meaning). */
import type { ReactNode, SVGProps } from "react"

type IconProps = Omit<SVGProps<SVGSVGElement>, "children">

const Line = ({
  children,
  size = 24,
  ...props
}: IconProps & { readonly children: ReactNode; readonly size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    focusable={false}
    {...props}
  >
    {children}
  </svg>
)

export const ChevronLeft = (p: IconProps) => (
  <Line {...p}>
    <path d="M15 6l-6 6 6 6" />
  </Line>
)
export const ChevronRight = (p: IconProps) => (
  <Line {...p}>
    <path d="M9 6l6 6-6 6" />
  </Line>
)
export const Close = (p: IconProps) => (
  <Line {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Line>
)
export const Star = (p: IconProps) => (
  <Line {...p}>
    <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
  </Line>
)
export const Route = (p: IconProps) => (
  <Line {...p}>
    <circle cx="6" cy="19" r="2" />
    <circle cx="18" cy="5" r="2" />
    <path d="M8 19h8a3 3 0 0 0 0-6H8a3 3 0 0 1 0-6h8" />
  </Line>
)
export const Bolt = (p: IconProps) => (
  <Line {...p}>
    <path d="M13 2L4 14h7l-1 8 9-12h-7z" />
  </Line>
)
export const Sliders = (p: IconProps) => (
  <Line {...p}>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </Line>
)
export const Percent = (p: IconProps) => (
  <Line {...p}>
    <path d="M19 5L5 19" />
    <circle cx="7" cy="7" r="2.5" />
    <circle cx="17" cy="17" r="2.5" />
  </Line>
)
export const Heart = (p: IconProps) => (
  <Line {...p}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
  </Line>
)
export const TrendDown = (p: IconProps) => (
  <Line {...p}>
    <path d="M3 7l6 6 4-4 8 8M21 11v6h-6" />
  </Line>
)
export const Shield = (p: IconProps) => (
  <Line {...p}>
    <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
    <path d="M9 12l2 2 4-4" />
  </Line>
)
export const Calendar = (p: IconProps) => (
  <Line {...p}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </Line>
)
export const Pause = (p: IconProps) => (
  <Line {...p}>
    <path d="M9 5v14M15 5v14" />
  </Line>
)
export const Play = (p: IconProps) => (
  <Line {...p}>
    <path d="M7 4l13 8-13 8z" />
  </Line>
)
