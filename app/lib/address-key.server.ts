import { isIPv6 } from "node:net";

/**
 * A client's address as rate limits see it: IPv4 as is, IPv6 by its /64 prefix (one host usually
 * holds a whole /64, so single addresses would be free to rotate).
 */
export function addressKey(address: string): string {
  const plain = address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
  if (!isIPv6(plain)) return plain;
  const [head = "", tail = ""] = plain.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = plain.includes("::") ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups] : plain.split(":");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
