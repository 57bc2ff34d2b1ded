/** The network of a client address (docs/limits.md "OTP budget per network"): IPv4 /24, IPv6 /64. */
import { describe, expect, it } from "vitest"
import { networkOf } from "./network.ts"

describe("networkOf", () => {
  it.each([
    ["203.0.113.7", "203.0.113.0/24"],
    ["203.0.113.250", "203.0.113.0/24"],
    ["198.18.0.1", "198.18.0.0/24"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::9", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:ffff:0:0:1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8:1:2::", "2001:db8:1:2::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::192.0.2.33", "64:ff9b:0:0::/64"],
    ["unknown", "unknown"]
  ])("%s is in %s", (address, network) => {
    expect(networkOf(address)).toBe(network)
  })

  it("two addresses of one /64 share it; the next /64 and the next /24 do not", () => {
    expect(networkOf("2001:db8:a:b::1")).toBe(networkOf("2001:db8:a:b:ffff:ffff:ffff:ffff"))
    expect(networkOf("2001:db8:a:b::1")).not.toBe(networkOf("2001:db8:a:c::1"))
    expect(networkOf("10.1.2.3")).not.toBe(networkOf("10.1.3.3"))
  })
})
