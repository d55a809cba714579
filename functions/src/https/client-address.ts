/**
 * Who is calling, as far as limits go: the client's address, taken where a client cannot forge
 * it, and grouped as one subscriber — an IPv6 address by its /64, which one home or phone gets
 * whole, so a script cannot step through its own addresses.
 */
import { createHash } from "node:crypto";
import type { CallableRequest } from "firebase-functions/v2/https";
import ipaddr from "ipaddr.js";

type Caller = Pick<CallableRequest["rawRequest"], "headers" | "ip">;

/**
 * Google's front end appends the address it saw to X-Forwarded-For, so the last entry is the one a
 * client cannot forge (what a client sends itself comes before it).
 */
export function clientAddress(request: Caller): string {
  const forwarded = request.headers["x-forwarded-for"];
  const chain = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? "")).split(",");
  return chain.at(-1)?.trim() || request.ip || "desconocida";
}

/** One subscriber: an IPv4 address as is (also written as IPv6), an IPv6 address by its /64. */
export function addressGroup(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${ipaddr.IPv6.parse(`${network.map((part) => part.toString(16)).join(":")}::`).toString()}/64`;
}

/** The caller's group, hashed with what the key is for (no address is stored). */
export function clientKey(request: Caller, purpose: string): string {
  const group = addressGroup(clientAddress(request));
  return createHash("sha256").update(`${purpose}:${group}`).digest("hex").slice(0, 32);
}
