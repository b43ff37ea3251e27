import net from "node:net";

/** `count` different free loopback ports: all are held open until each is chosen, so no two are the same. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => net.createServer());
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))));
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  return ports;
}

/** One free loopback port. */
export async function freePort(): Promise<number> {
  const [port = 0] = await freePorts(1);
  return port;
}
