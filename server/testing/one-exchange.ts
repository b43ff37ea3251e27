import net from "node:net";

/**
 * One request on a fresh connection: its head written whole (answered on the connection when it
 * can be, server/visitor-connections/) or in two pieces a moment apart (always Node's: the layer
 * reads only whole heads). The bytes come back with the Date line taken out, which is the only
 * line that may differ between the two.
 */
export async function exchangeOnce(port: number, head: string, inPieces: boolean): Promise<string> {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("connect", resolve));
  let received = Buffer.alloc(0);
  socket.on("data", (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
  if (inPieces) {
    socket.write(head.slice(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 30));
    socket.write(head.slice(20));
  } else socket.write(head);
  const complete = () => {
    const end = received.indexOf("\r\n\r\n");
    if (end === -1) return false;
    const headText = received.subarray(0, end).toString("latin1");
    const length = /\r\ncontent-length: (\d+)/i.exec(headText)?.[1];
    const bodyless = head.startsWith("HEAD") || headText.startsWith("HTTP/1.1 304");
    return bodyless || received.length >= end + 4 + Number(length ?? 0);
  };
  for (let waited = 0; !complete(); waited += 10) {
    if (waited > 5_000) throw new Error(`incomplete answer: ${received.toString("latin1").slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
  socket.destroy();
  return received.toString("latin1").replace(/\r\nDate: [^\r]*/, "");
}
