import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key";

describe("clientKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("203.0.113.8")).not.toBe(clientKey("203.0.113.7"));
  });

  it("groups every address of one IPv6 /64 under one key, and tells /64s apart", () => {
    const key = clientKey("2001:db8:1234:5678::1");
    expect(key).toBe("2001:db8:1234:5678::/64");
    for (const same of [
      "2001:db8:1234:5678:ffff:ffff:ffff:ffff",
      "2001:0DB8:1234:5678:0:0:0:2",
      "2001:db8:1234:5678:abcd::9%eth0",
    ]) {
      expect(clientKey(same), same).toBe(key);
    }
    expect(clientKey("2001:db8:1234:5679::1")).not.toBe(key);
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1:2:3:4")).toBe("fe80:0:0:0::/64");
  });

  it("treats an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(clientKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
    // Another prefix with an IPv4 tail (NAT64) is an IPv6 client, grouped by its /64.
    expect(clientKey("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
  });

  it("gives something that is not an address a key of its own", () => {
    expect(clientKey(undefined)).toBe("unknown");
    expect(clientKey("")).toBe("unknown");
    expect(clientKey("not-an-ip")).toBe("not-an-ip");
  });
});
