import dns2 from "dns2";
import type { AddressInfo } from "node:net";

const { Packet } = dns2;

/** A record the test DNS server answers with. */
export type ZoneRecord =
  | { type: "A" | "AAAA"; address: string }
  | { type: "CNAME"; domain: string }
  | { type: "TXT"; data: string };

export type LoopbackDnsServer = {
  /** `127.0.0.1:port`, what DNS_RESOLVER takes. */
  address: string;
  /** The records by name (lower case, no trailing dot); tests change them between checks. */
  zone: Map<string, ZoneRecord[]>;
  /** While true, questions get no answer at all, as from a server that is down. */
  silent: boolean;
  /** Names whose questions are answered SERVFAIL, as when a domain's own name servers are broken. */
  failing: Set<string>;
  close: () => Promise<void>;
};

const TYPE_CODES = { A: Packet.TYPE.A, AAAA: Packet.TYPE.AAAA, CNAME: Packet.TYPE.CNAME, TXT: Packet.TYPE.TXT } as const;
const SERVFAIL = 2;
const NXDOMAIN = 3;

/**
 * A real DNS server over UDP on loopback, on a free port, answering from `zone` as a recursive
 * resolver would: an A or AAAA question about an alias gets the CNAME and the target's addresses;
 * a name it does not know gets NXDOMAIN, a known name without the record type an empty answer.
 */
export async function startLoopbackDnsServer(): Promise<LoopbackDnsServer> {
  const zone = new Map<string, ZoneRecord[]>();
  const state = { silent: false };
  const failing = new Set<string>();
  const server = dns2.createUDPServer((request, send) => {
    if (state.silent) return;
    const response = Packet.createResponseFromRequest(request);
    for (const question of request.questions) {
      const name = question.name.toLowerCase().replace(/\.$/, "");
      if (failing.has(name)) {
        response.header.rcode = SERVFAIL;
        continue;
      }
      if (!zone.has(name)) response.header.rcode = NXDOMAIN;
      const answer = (owner: string, depth: number) => {
        for (const record of zone.get(owner) ?? []) {
          const type = TYPE_CODES[record.type];
          const follows = record.type === "CNAME" && question.type !== Packet.TYPE.CNAME && depth < 5;
          if (type !== question.type && !follows) continue;
          response.answers.push({ ...record, name: owner, type, class: Packet.CLASS.IN, ttl: 60 } as never);
          if (follows && record.type === "CNAME") answer(record.domain, depth + 1);
        }
      };
      answer(name, 0);
    }
    void send(response);
  });
  await server.listen(0, "127.0.0.1");
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    zone,
    failing,
    get silent() {
      return state.silent;
    },
    set silent(value: boolean) {
      state.silent = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
