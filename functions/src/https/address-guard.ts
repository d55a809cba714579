/**
 * Keeps server-side downloads of URLs an admin pasted (the image migration) on the public internet.
 * The check runs on the address each connection really uses, after DNS and again on every redirect,
 * so a name that resolves to a private address cannot reach the metadata server, Google's internal
 * network or this machine. A name that re-resolves after a first check (DNS rebinding) cannot
 * either.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import type { Agent } from "undici";

/** Which addresses a download may connect to. */
export type AddressPolicy = (address: string) => boolean;

/**
 * Only ordinary public unicast addresses. Private, loopback, link-local (169.254.169.254 is the
 * metadata server), carrier-grade NAT, multicast, reserved and documentation ranges are refused,
 * and so are IPv4 addresses written as IPv6 (::ffff:10.0.0.1) and the tunnels that embed them.
 */
export const isPublicAddress: AddressPolicy = (address) =>
  ipaddr.isValid(address) && ipaddr.process(address).range() === "unicast";

/** The connection was refused because the address is not one the policy allows. */
export class RefusedAddressError extends Error {
  constructor(readonly address: string) {
    super(`Dirección no permitida: ${address}`);
    this.name = "RefusedAddressError";
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * An undici dispatcher whose every connection goes to an address the policy allows: names are
 * resolved here and refused if any of their addresses is not allowed; literal addresses (which
 * Node connects to without a lookup) are checked before connecting.
 */
export async function guardedAgent(allowed: AddressPolicy): Promise<Agent> {
  // Loaded on use: every function's instance loads this file, only the image migration needs undici.
  const { Agent, buildConnector } = await import("undici");
  const lookup = (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "");
      const refused = addresses.find(({ address }) => !allowed(address));
      if (refused) return callback(new RefusedAddressError(refused.address), "");
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      callback(null, first!.address, first!.family);
    });
  };
  const connect = buildConnector({ lookup });
  return new Agent({
    connect: (options, callback) => {
      const host = options.hostname.replace(/^\[|\]$/g, "");
      if (isIP(host) && !allowed(host)) {
        callback(new RefusedAddressError(host), null);
        return;
      }
      connect(options, callback);
    },
  });
}
