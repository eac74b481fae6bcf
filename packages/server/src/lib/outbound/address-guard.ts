// Which addresses a server-side request to a client-given URL may reach (webhooks, decision 136): never this
// machine, the provider's own networks or a cloud's metadata service, in any of their IPv4 or IPv6 spellings —
// unless the operator lists the network in WEBHOOK_ALLOW_NETWORKS (receivers on the provider's own network; the
// tests list loopback).
import net from 'node:net';

type Family = 'ipv4' | 'ipv6';
const REFUSED: ReadonlyArray<readonly [string, number, Family, string]> = [
  ['0.0.0.0', 8, 'ipv4', 'unspecified'],
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['10.0.0.0', 8, 'ipv4', 'private'],
  ['172.16.0.0', 12, 'ipv4', 'private'],
  ['192.168.0.0', 16, 'ipv4', 'private'],
  ['100.64.0.0', 10, 'ipv4', 'shared (carrier-grade NAT, cloud metadata 100.100.100.200)'],
  ['169.254.0.0', 16, 'ipv4', 'link-local (cloud metadata 169.254.169.254)'],
  ['192.0.0.0', 24, 'ipv4', 'IETF protocol assignments'],
  ['198.18.0.0', 15, 'ipv4', 'benchmarking'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved and broadcast'],
  ['::', 128, 'ipv6', 'unspecified'],
  ['::1', 128, 'ipv6', 'loopback'],
  ['fc00::', 7, 'ipv6', 'private (unique local, cloud metadata fd00:ec2::254)'],
  ['fe80::', 10, 'ipv6', 'link-local'],
  ['ff00::', 8, 'ipv6', 'multicast'],
  ['100::', 64, 'ipv6', 'discard'],
];

const refused = REFUSED.map(([address, prefix, family, why]) => {
  const list = new net.BlockList();
  list.addSubnet(address, prefix, family);
  return { list, family, why };
});

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16), if any. */
export function embeddedIpv4(address: string): string | undefined {
  if (!net.isIPv6(address)) return undefined;
  const groups = expandIpv6(address);
  const v4 = (hi: number, lo: number) => [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return v4(groups[6]!, groups[7]!);
  if (zeros(0, 6) && (groups[6]! !== 0 || groups[7]! > 1)) return v4(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return v4(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!);
  return undefined;
}

function expandIpv6(address: string): number[] {
  let text = address.split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const h = parse(head);
  const t = parse(tail);
  return tail === undefined ? h : [...h, ...new Array<number>(8 - h.length - t.length).fill(0), ...t];
}

/** Networks from WEBHOOK_ALLOW_NETWORKS ("127.0.0.0/8,::1/128"); throws on a malformed entry. */
export function allowList(networks: readonly string[]): net.BlockList | undefined {
  if (!networks.length) return undefined;
  const list = new net.BlockList();
  for (const entry of networks) {
    const [address = '', prefix] = entry.split('/');
    const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : undefined;
    const bits = Number(prefix ?? (family === 'ipv4' ? 32 : 128));
    if (!family || !Number.isInteger(bits) || bits < 0 || bits > (family === 'ipv4' ? 32 : 128)) throw new Error(`WEBHOOK_ALLOW_NETWORKS: "${entry}" is not an address or network (CIDR)`);
    list.addSubnet(address, bits, family);
  }
  return list;
}

/** Whether the address lies in one of the allowed networks (the operator's exceptions). */
export function isAllowed(address: string, allow: net.BlockList | undefined): boolean {
  if (!allow) return false;
  const family = net.isIPv4(address) ? 'ipv4' : 'ipv6';
  const v4 = embeddedIpv4(address);
  return allow.check(address, family) || (v4 !== undefined && allow.check(v4, 'ipv4'));
}

/** Why a request may not go to `address` (a class name), or undefined when it may. */
export function refusedClass(address: string, allow: net.BlockList | undefined): string | undefined {
  if (!net.isIP(address)) return 'not an IP address';
  if (isAllowed(address, allow)) return undefined;
  const v4 = embeddedIpv4(address);
  if (v4 !== undefined) return refusedClass(v4, allow);
  const family: Family = net.isIPv4(address) ? 'ipv4' : 'ipv6';
  return refused.find((r) => r.family === family && r.list.check(address, family))?.why;
}
