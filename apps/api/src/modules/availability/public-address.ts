import { BlockList, isIP } from 'node:net';

/**
 * Which addresses the calendar fetcher may connect to (ADR 0044). It fetches addresses owners type,
 * so without this anyone could make the server read its own admin ports, the private network or the
 * cloud's metadata service. Only public unicast addresses pass; in development and test loopback
 * passes too, so a local test server works.
 */
type Range = { kind: AddressKind; subnet: [string, number, 'ipv4' | 'ipv6'] };
export type AddressKind = 'metadata' | 'loopback' | 'private' | 'link-local' | 'unspecified' | 'multicast';

// The most specific first: the metadata addresses sit inside link-local and fc00::/7.
const RANGES: Range[] = [
  { kind: 'metadata', subnet: ['169.254.169.254', 32, 'ipv4'] },
  { kind: 'metadata', subnet: ['fd00:ec2::254', 128, 'ipv6'] },
  { kind: 'unspecified', subnet: ['0.0.0.0', 8, 'ipv4'] },
  { kind: 'loopback', subnet: ['127.0.0.0', 8, 'ipv4'] },
  { kind: 'private', subnet: ['10.0.0.0', 8, 'ipv4'] },
  { kind: 'private', subnet: ['172.16.0.0', 12, 'ipv4'] },
  { kind: 'private', subnet: ['192.168.0.0', 16, 'ipv4'] },
  // Carrier-grade NAT: not reachable from the internet either.
  { kind: 'private', subnet: ['100.64.0.0', 10, 'ipv4'] },
  { kind: 'link-local', subnet: ['169.254.0.0', 16, 'ipv4'] },
  { kind: 'multicast', subnet: ['224.0.0.0', 4, 'ipv4'] },
  // Reserved and the broadcast address.
  { kind: 'unspecified', subnet: ['240.0.0.0', 4, 'ipv4'] },
  { kind: 'unspecified', subnet: ['::', 128, 'ipv6'] },
  { kind: 'loopback', subnet: ['::1', 128, 'ipv6'] },
  { kind: 'private', subnet: ['fc00::', 7, 'ipv6'] },
  { kind: 'link-local', subnet: ['fe80::', 10, 'ipv6'] },
  { kind: 'multicast', subnet: ['ff00::', 8, 'ipv6'] },
];

const lists = RANGES.map((range) => {
  const list = new BlockList();
  list.addSubnet(...range.subnet);
  return { kind: range.kind, list, family: range.subnet[2] };
});

/** An IPv4 address carried inside an IPv6 one (::ffff:a.b.c.d, NAT64 64:ff9b::/96), or null. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex?.[1] || !hex[2]) return null;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** What kind of non-public address this is, or null for a public one. */
export function addressKind(address: string): AddressKind | null {
  const inner = embeddedIpv4(address);
  if (inner) return addressKind(inner);
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  for (const entry of lists) {
    if (entry.family === family && entry.list.check(address, family)) return entry.kind;
  }
  return null;
}

/** The kind that refuses this address under the policy, or null when the fetcher may connect. */
export function refusedKind(address: string, allowLoopback: boolean): AddressKind | null {
  const kind = addressKind(address);
  if (kind === 'loopback' && allowLoopback) return null;
  return kind;
}
