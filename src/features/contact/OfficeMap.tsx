/**
 * A map of an office's surroundings as an inline SVG: no third-party script, tiles or cookies. The drawing is a
 * schematic (main roads, a park, the office pin); the link opens the exact spot on OpenStreetMap in a new tab.
 */

import { m } from "../../../i18n/paraglide/messages.js"
import { Link } from "../../ui/Link.tsx"

export interface Office {
  readonly id: string
  readonly city: string
  readonly label: string
  readonly area: string
  readonly lat: number
  readonly lon: number
  /** Schematic main roads in a 320 x 200 box, each with where its name is written. */
  readonly roads: ReadonlyArray<{
    readonly name: string
    readonly d: string
    readonly labelAt: readonly [number, number]
  }>
}

export const osmLink = (office: Pick<Office, "lat" | "lon">) =>
  `https://www.openstreetmap.org/?mlat=${office.lat}&mlon=${office.lon}#map=17/${office.lat}/${office.lon}`

export function OfficeMap({ office }: { readonly office: Office }) {
  return (
    <figure className="office-map">
      <svg viewBox="0 0 320 200" role="img" aria-labelledby={`map-${office.id}-title`} className="office-map__svg">
        <title id={`map-${office.id}-title`}>
          {m.contact_map_title({ area: office.area, city: office.city, office: office.label.toLowerCase() })}
        </title>
        <rect width="320" height="200" fill="#eef3f9" />
        <path d="M0 150 Q90 120 170 160 T320 140 V200 H0z" fill="#dbe8d4" />
        <rect x="212" y="24" width="70" height="46" rx="8" fill="#cfe5c6" />
        {office.roads.map((road) => (
          <g key={road.name}>
            <path d={road.d} stroke="#ffffff" strokeWidth="10" fill="none" strokeLinecap="round" />
            <path d={road.d} stroke="#c5d0de" strokeWidth="1" fill="none" />
          </g>
        ))}
        {office.roads.map((road) => (
          <text
            key={road.name}
            // A street's name: not for translation. HTML's `translate` attribute is not allowed on SVG elements;
            // translators honour the `notranslate` class.
            className="notranslate"
            x={road.labelAt[0]}
            y={road.labelAt[1]}
            fontSize="10"
            fill="#4a5568"
            fontFamily="system-ui, sans-serif"
          >
            {road.name}
          </text>
        ))}
        <g transform="translate(160 92)">
          <path
            d="M0 0c-9-12-14-19-14-26a14 14 0 0 1 28 0c0 7-5 14-14 26z"
            fill="#b42318"
            stroke="#fff"
            strokeWidth="2"
          />
          <circle cx="0" cy="-26" r="5" fill="#fff" />
        </g>
        <text x="178" y="72" fontSize="12" fontWeight="700" fill="#1b2333" fontFamily="system-ui, sans-serif">
          {office.label}
        </text>
      </svg>
      <figcaption className="office-map__caption">
        {office.label}, <span translate="no">{office.area}</span>, <span translate="no">{office.city}</span>.{" "}
        <Link href={osmLink(office)} external>
          {m.contact_map_open()}
          <span className="visually-hidden">{m.contact_new_tab()}</span>
        </Link>
      </figcaption>
    </figure>
  )
}
