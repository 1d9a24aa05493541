import { BlockList, isIP } from "node:net";
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";

// The one server-side request forgery guard of every address the server calls out to: webhook endpoints (issue 49)
// and imported calendar feeds (issue 51). Such an address may not point the server at itself, its private network
// or a cloud's metadata address unless the deployment allows it. The address is checked when it is registered and
// again on every call, on the addresses the connection really uses (a name can resolve elsewhere later).

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const)
  blocked.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const)
  blocked.addSubnet(network, prefix, "ipv6");

/** Whether `address` (an IP literal) is loopback, private, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is the IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], "ipv4");
  return blocked.check(address, "ipv6");
}

/** Why an outbound address is refused; each caller words it (a message key of its module in server/i18n). */
export type AddressRefusal = "invalid" | "private" | "unresolved";

/** The host of a URL as DNS and `isIP` read it (brackets of an IPv6 literal removed). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/** Parses an outbound address: http or https, no credentials in it. */
export function parseOutboundUrl(text: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  if (url.username || url.password || !url.hostname) return undefined;
  return url;
}

/**
 * Checks an outbound address now: undefined when it may be called, else why not. Every address the name resolves
 * to must be public (unless `allowPrivate`), so that a name with one public and one private address is refused.
 */
export async function checkOutboundUrl(
  text: string,
  allowPrivate: boolean,
): Promise<AddressRefusal | undefined> {
  const url = parseOutboundUrl(text);
  if (!url) return "invalid";
  if (allowPrivate) return undefined;
  const host = hostOf(url);
  if (isIP(host)) return isPrivateAddress(host) ? "private" : undefined;
  let addresses: LookupAddress[];
  try {
    addresses = await new Promise((resolve, reject) =>
      dnsLookup(host, { all: true }, (error, found) => (error ? reject(error) : resolve(found))),
    );
  } catch {
    return "unresolved";
  }
  if (!addresses.length) return "unresolved";
  return addresses.some((a) => isPrivateAddress(a.address)) ? "private" : undefined;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request that refuses private addresses at connection time, so a name that resolved to a
 * public address when checked cannot be pointed at a private one for the connection itself (DNS rebinding).
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "");
      const usable = allowPrivate ? addresses : addresses.filter((a) => !isPrivateAddress(a.address));
      if (!usable.length) {
        const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to a private address`);
        refused.code = "EPRIVATEADDRESS";
        return callback(refused, "");
      }
      if (options.all) return callback(null, usable);
      return callback(null, usable[0].address, usable[0].family);
    });
  };
}
