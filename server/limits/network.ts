/**
 * The network a client address belongs to, for the OTP budget per network (LIMIT_OTP_NETWORK, docs/limits.md):
 * an IPv4 address's /24 (`203.0.113.0/24`), an IPv6 address's /64 (`2001:db8:1:2::/64`). A /64 is what one
 * subscriber line or one host usually gets, so an IPv6 client that changes its address within its /64 (2^64 of
 * them) is still one network; a wider prefix (/48, /32) would put many customers of an Indian mobile carrier, which
 * hands each phone a /64 out of shared ranges, into one budget. Anything that is not an IP address is its own network.
 */
import { isIP } from "node:net"

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail counts as two); undefined when it is not one. */
const groupsOf = (address: string): ReadonlyArray<number> | undefined => {
  const halves = address.split("::")
  if (halves.length > 2) return undefined
  const parse = (part: string): Array<number> => {
    if (part === "") return []
    const out: Array<number> = []
    for (const piece of part.split(":")) {
      if (piece.includes(".")) {
        const [a, b, c, d] = piece.split(".").map(Number)
        out.push(((a ?? 0) << 8) | (b ?? 0), ((c ?? 0) << 8) | (d ?? 0))
      } else out.push(Number.parseInt(piece, 16))
    }
    return out
  }
  const head = parse(halves[0]!)
  const tail = halves.length === 2 ? parse(halves[1]!) : []
  const zeros = halves.length === 2 ? 8 - head.length - tail.length : 0
  return [...head, ...Array<number>(zeros).fill(0), ...tail]
}

/** The /24 of an IPv4 address, the /64 of an IPv6 one (zone dropped), or the input itself when it is neither. */
export const networkOf = (address: string): string => {
  const family = isIP(address)
  if (family === 4) return `${address.split(".").slice(0, 3).join(".")}.0/24`
  if (family !== 6) return address
  const groups = groupsOf(address.split("%")[0]!.toLowerCase())
  if (groups === undefined || groups.length !== 8) return address
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`
}
