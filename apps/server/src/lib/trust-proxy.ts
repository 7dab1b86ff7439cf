import net from 'node:net';

/**
 * Which proxies may tell the server the client's address (X-Forwarded-For): none, the nearest
 * `hops` of them, or those at the listed addresses. Never "every one": a client could then write
 * any address into the header and escape the per-address limits or forge the audit log.
 */
export type TrustProxy = false | number | string[];

export const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY inválido: informe quantos proxies ficam à frente do servidor (por exemplo 1) ou os endereços deles ' +
  '(IP ou CIDR, separados por vírgula, como 10.0.0.0/8,192.168.1.10). "true" não é aceito: o servidor confiaria ' +
  'no endereço que qualquer cliente escrevesse em X-Forwarded-For.';

/** Names that proxy-addr (Fastify's address resolution) knows for the private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY; null when the value is not acceptable. Empty, "false" and "0" trust no proxy. */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const v = (value ?? '').trim();
  if (v === '' || ['false', 'no', 'off', '0'].includes(v.toLowerCase())) return false;
  if (/^\d+$/.test(v)) return Number(v) <= 10 ? Number(v) : null;
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return entries.length > 0 && entries.every(isAddressOrRange) ? entries : null;
}

/** Fastify's `trustProxy` option: a hop count becomes "trust the nearest n hops". */
export function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
