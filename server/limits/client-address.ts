/**
 * Who is asking, and over what: the client address and scheme of a request.
 *
 * The address is the socket's peer. Only when that peer is a proxy named by TRUST_PROXY (addresses or CIDRs) is
 * `X-Forwarded-For` read: from the right, skipping the trusted proxies, the first address that is not one of them
 * is the client (left-most when all are trusted; an entry that is not an IP address stops the walk and the peer
 * stays). So a client can never choose its own address by sending the header. Likewise the request is https when its
 * socket is TLS, or when a trusted proxy says `X-Forwarded-Proto: https`.
 *
 * The global middleware (server/http/middleware.ts) rewrites `request.remoteAddress` and `request.protocol` this way
 * for every request, so handlers read `clientOf(request)` and `isHttps(request)`.
 */
import { BlockList, isIP } from "node:net"
import { Option } from "effect"
import type { HttpServerRequest } from "effect/http"

export interface TrustedProxies {
  /** True when `address` (already normalised) is one of the trusted proxies. */
  readonly contains: (address: string) => boolean
  readonly empty: boolean
}

/** An IP address as one spelling: brackets and IPv4-mapped IPv6 (`::ffff:10.0.0.1`) undone; undefined if not an IP. */
export const normalizeAddress = (input: string | undefined): string | undefined => {
  if (input === undefined) return undefined
  let address = input.trim()
  if (address.startsWith("[") && address.includes("]")) address = address.slice(1, address.indexOf("]"))
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/iu.exec(address)
  if (mapped) address = mapped[1]!
  const family = isIP(address)
  if (family === 0) return undefined
  return family === 6 ? address.toLowerCase() : address
}

/** TRUST_PROXY's entries (`10.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8`); undefined when one is not an address or CIDR. */
export const parseTrustedProxies = (entries: ReadonlyArray<string>): TrustedProxies | undefined => {
  const list = new BlockList()
  for (const entry of entries) {
    const [base, prefix, ...rest] = entry.trim().split("/")
    const address = normalizeAddress(base)
    if (address === undefined || rest.length > 0) return undefined
    const type = isIP(address) === 6 ? "ipv6" : "ipv4"
    if (prefix === undefined) {
      list.addAddress(address, type)
      continue
    }
    const bits = /^\d{1,3}$/u.test(prefix) ? Number(prefix) : Number.NaN
    if (!(bits >= 0 && bits <= (type === "ipv6" ? 128 : 32))) return undefined
    list.addSubnet(address, bits, type)
  }
  return {
    contains: (address) => list.check(address, isIP(address) === 6 ? "ipv6" : "ipv4"),
    empty: entries.length === 0
  }
}

export const noTrustedProxies: TrustedProxies = { contains: () => false, empty: true }

const listOf = (header: string | undefined): Array<string> =>
  header === undefined ? [] : header.split(",").map((s) => s.trim())

/** The client address from the socket's peer and the X-Forwarded-For header, as described above. */
export const resolveClient = (
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies
): string | undefined => {
  const socket = normalizeAddress(peer)
  if (socket === undefined || trusted.empty || !trusted.contains(socket)) return socket ?? peer
  const hops = listOf(forwardedFor)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normalizeAddress(hops[i])
    if (hop === undefined) return socket
    if (i > 0 && trusted.contains(hop)) continue
    return hop
  }
  return socket
}

/** https when the socket is TLS, or when a trusted proxy's (right-most) X-Forwarded-Proto says so. */
export const resolveHttps = (
  request: HttpServerRequest.HttpServerRequest,
  peer: string | undefined,
  trusted: TrustedProxies
): boolean => {
  if (request.originalUrl.startsWith("https:")) return true
  const socket = normalizeAddress(peer)
  if (socket === undefined || trusted.empty || !trusted.contains(socket)) return false
  return listOf(request.headers["x-forwarded-proto"]).at(-1)?.toLowerCase() === "https"
}

/** The request as our handlers see it: `remoteAddress` is the client, `protocol` the scheme it used. */
export const withClientAddress = (
  request: HttpServerRequest.HttpServerRequest,
  trusted: TrustedProxies
): HttpServerRequest.HttpServerRequest => {
  const peer = Option.getOrUndefined(request.peerAddress)
  const client = resolveClient(peer, request.headers["x-forwarded-for"], trusted)
  return request.modify({
    remoteAddress: Option.fromNullishOr(client),
    peerAddress: request.peerAddress,
    protocol: resolveHttps(request, peer, trusted) ? "https" : "http"
  })
}

/** The client address of a request (after the global middleware), "unknown" when the socket had none. */
export const clientOf = (request: HttpServerRequest.HttpServerRequest): string =>
  Option.getOrElse(request.remoteAddress, () => "unknown")

/** Whether the request came over https (after the global middleware). */
export const isHttps = (request: HttpServerRequest.HttpServerRequest): boolean => request.protocol === "https"
