/**
 * Our own images, made from code so they stay tiny and need no licence:
 * - public/partners/<LenderName>.svg: a lettermark for each lending partner of src/content/partners.ts (the file
 *   name gives the partner's name by the spec's rule, domain/partners.ts);
 * - public/carousel/<slide>.svg: the decorative background of each home carousel slide (the words are HTML on top).
 *
 *   npx tsx scripts/generate-assets.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { lettermarkOf, partnerLogoFiles, partnerNameFromFileName } from "../domain/partners.ts"

const root = resolve(import.meta.dirname, "..")

/** Darker brand-like colours: white letters on each are at least 4.5:1. */
const palette = [
  "#0b4a96",
  "#8a1c1c",
  "#0f5e4a",
  "#5b2a86",
  "#9a3b00",
  "#1f4f6b",
  "#7a1f5c",
  "#2e5a1c",
  "#5a4500",
  "#003f7d"
]

const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)

const escapeXml = (text: string) => text.replace(/&/gu, "&amp;").replace(/</gu, "&lt;").replace(/>/gu, "&gt;")

export const partnerLogo = (file: string): string => {
  const name = partnerNameFromFileName(file)
  const letters = lettermarkOf(name)
  const colour = palette[hash(name) % palette.length]!
  const size = letters.length <= 2 ? 30 : letters.length === 3 ? 26 : letters.length === 4 ? 21 : 17
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60" width="120" height="60">` +
    `<rect width="120" height="60" rx="10" fill="${colour}"/>` +
    `<path d="M18 46h84" stroke="#fff" stroke-opacity=".45" stroke-width="3" stroke-linecap="round"/>` +
    `<text x="60" y="37" fill="#fff" font-family="system-ui,Segoe UI,Roboto,Arial,sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" letter-spacing="1">${escapeXml(letters)}</text>` +
    `</svg>\n`
  )
}

/** Simple line icons (24 x 24 grid), drawn large on the right of a slide. */
const icons: Record<string, string> = {
  personal: "M3 7h15a3 3 0 0 1 3 3v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l12-4 2 4M16 13h5v3h-5a1.5 1.5 0 0 1 0-3z",
  business: "M3 8h18v11H3zM8 8V5h8v3M3 13h18M11 12h2v2h-2z",
  professional: "M6 3v6a4 4 0 0 0 8 0V3M10 13v3a4 4 0 0 0 8 0v-2M18 10a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM4 3h4M12 3h4",
  home: "M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6",
  auto: "M3 16v-4l2-5h14l2 5v4zM3 16v3h3v-3M18 16v3h3v-3M7 13h.01M17 13h.01M5 12h14",
  property: "M4 21V9l6-4 6 4v12zM8 21v-5h4v5M16 11h4v10h-4M15 4a2 2 0 1 1 4 0 2 2 0 0 1-4 0zM17 6v3",
  "commercial-vehicle":
    "M2 6h12v10H2zM14 9h4l4 4v3h-8zM5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
  "working-capital": "M12 3a9 9 0 1 1-9 9M3 5v7h7M9 9h6M9 12h6M11 9c3 0 3 6 0 6l4 3",
  "refer-and-earn":
    "M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-4 3-6 6-6s6 2 6 6M17 10a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM15 14c4 0 7 2 7 6M19 1v4M17 3h4"
}

const slideColours: Record<string, readonly [string, string]> = {
  personal: ["#083b78", "#1d6fd1"],
  business: ["#0f3d3a", "#138a72"],
  professional: ["#3b1f6b", "#7b4bc4"],
  home: ["#5a2a05", "#c46a1a"],
  auto: ["#102a43", "#2f6f9f"],
  property: ["#3d1430", "#a33a7c"],
  "commercial-vehicle": ["#24390f", "#5f8f2a"],
  "working-capital": ["#1b2333", "#4a5f8a"],
  "refer-and-earn": ["#6b2400", "#e0901a"]
}

export const slideArt = (id: string): string => {
  const [from, to] = slideColours[id]!
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 480" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="480" fill="url(#g)"/>` +
    `<circle cx="1010" cy="90" r="230" fill="#fff" fill-opacity=".06"/>` +
    `<circle cx="1120" cy="430" r="160" fill="#fff" fill-opacity=".07"/>` +
    `<circle cx="80" cy="470" r="120" fill="#000" fill-opacity=".12"/>` +
    `<path d="M0 400 Q300 330 600 390 T1200 360V480H0z" fill="#000" fill-opacity=".14"/>` +
    `<g transform="translate(820 110) scale(11)" fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="1.1" stroke-linecap="round" stroke-linejoin="round"><path d="${icons[id]!}"/></g>` +
    `</svg>\n`
  )
}

export const slideIds = Object.keys(slideColours)

const write = (dir: string, files: ReadonlyArray<readonly [string, string]>) => {
  mkdirSync(dir, { recursive: true })
  const keep = new Set(files.map(([name]) => name))
  for (const existing of readdirSync(dir))
    if (existing.endsWith(".svg") && !keep.has(existing)) rmSync(join(dir, existing))
  for (const [name, svg] of files) writeFileSync(join(dir, name), svg)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  write(
    join(root, "public", "partners"),
    partnerLogoFiles.map((file) => [file, partnerLogo(file)] as const)
  )
  write(
    join(root, "public", "carousel"),
    slideIds.map((id) => [`${id}.svg`, slideArt(id)] as const)
  )
  console.log(
    `${partnerLogoFiles.length} partner logos in public/partners, ${slideIds.length} slide images in public/carousel`
  )
}
