/**
 * Where a webhook may go in production: https only, and never to this machine or a private network (loopback, RFC 1918,
 * carrier-grade NAT, unique-local fc00::/7, link-local 169.254/16 and fe80::/10, the unspecified address). The host is
 * checked when the endpoint is saved and again at every delivery, by the lookup the connection itself uses (`guardedLookup`),
 * so a name that resolves to a public address when saved and to a private one later (DNS rebinding) is still refused.
 */
import { lookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as the IPv4 address it is. */
const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** Whether an IP address is one a production webhook may never reach. */
export function isForbiddenAddress(address: string): boolean {
  const mapped = MAPPED_V4.exec(address)?.[1];
  if (mapped) return isForbiddenAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return FORBIDDEN.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class ForbiddenAddressError extends Error {
  constructor(host: string) {
    super(`${host} is a loopback, private or link-local address: refused in production`);
    this.name = 'ForbiddenAddressError';
  }
}

/** The host of a URL as an address or a name (IPv6 literals lose their brackets). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Why a URL may not be delivered to in production, or null: not https, or an address literal that is forbidden. A name
 * is checked when it is resolved (`guardedLookup`).
 */
export function productionUrlProblem(url: URL): string | null {
  if (url.protocol !== 'https:') return 'only https URLs are allowed in production';
  const host = hostOf(url);
  if (isIP(host) !== 0 && isForbiddenAddress(host)) return new ForbiddenAddressError(host).message;
  return null;
}

/** Resolves a name and refuses it when any of its addresses is forbidden (so the pick among them cannot matter). */
export async function resolveAllowed(host: string): Promise<LookupAddress[]> {
  const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
    lookup(host, { all: true }, (error, found) => (error ? reject(error) : resolve(found))),
  );
  if (addresses.length === 0 || addresses.some((entry) => isForbiddenAddress(entry.address))) throw new ForbiddenAddressError(host);
  return addresses;
}

/**
 * The connection's own lookup in production: the socket connects to the address checked here, never to a second
 * resolution. Node asks for one address or (`all`, with happy eyeballs) for the list.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  resolveAllowed(hostname).then(
    (addresses) => {
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    },
    (error: NodeJS.ErrnoException) => callback(error, ''),
  );
};

/** Whether a URL may be saved in production: https, and a host that resolves to public addresses only. */
export async function isAllowedInProduction(raw: string): Promise<boolean> {
  const url = new URL(raw);
  if (productionUrlProblem(url)) return false;
  const host = hostOf(url);
  if (isIP(host) !== 0) return true;
  try {
    await resolveAllowed(host);
    return true;
  } catch {
    return false;
  }
}
