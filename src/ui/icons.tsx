/** Small inline icons (decorative: aria-hidden; the control around them carries the name). */
import type { SVGProps } from "react"

const base = (props: SVGProps<SVGSVGElement>) => ({
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  "aria-hidden": true,
  focusable: false,
  ...props
})

export const MenuIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base(props)} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
)

export const CloseIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base(props)} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
)

export const ChevronDownIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg
    {...base({ width: 16, height: 16, ...props })}
    fill="none"
    stroke="currentColor"
    strokeWidth="2.2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M6 9l6 6 6-6" />
  </svg>
)

export const LogoMark = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base({ width: 32, height: 32, viewBox: "0 0 32 32", ...props })}>
    <rect width="32" height="32" rx="8" fill="#0b4a96" />
    <path
      d="M9 23l7-14 7 14"
      fill="none"
      stroke="#f5a524"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <path d="M12 18h8" stroke="#ffffff" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
)

export const FacebookIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base(props)} fill="currentColor">
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3z" />
  </svg>
)

export const InstagramIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base(props)} fill="none" stroke="currentColor" strokeWidth="2">
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.3" cy="6.7" r="1" fill="currentColor" stroke="none" />
  </svg>
)

export const LinkedInIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base(props)} fill="currentColor">
    <path d="M6.9 8.6H3.8V20h3.1V8.6zM5.3 3.5a1.8 1.8 0 100 3.6 1.8 1.8 0 000-3.6zM20.2 13.4c0-3-1.6-4.9-4.2-4.9-1.5 0-2.5.8-2.9 1.6V8.6H10V20h3.1v-6c0-1.5.7-2.6 2.1-2.6 1.3 0 1.9.9 1.9 2.6v6h3.1v-6.6z" />
  </svg>
)
