import { once } from "node:events";
import { connect, createServer, type Socket } from "node:net";

export type TcpProxy = {
  port: number;
  /**
   * The network fails: open connections are cut, and new ones are either refused at once
   * ("refuse") or accepted and never answered ("blackhole", a peer gone without a word).
   */
  cut(mode?: "refuse" | "blackhole"): void;
  /** The network is back: new connections reach the target again. */
  restore(): void;
  close(): Promise<void>;
};

/** A TCP proxy on a free loopback port in front of `target`, to take a server away and back. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let mode: "pass" | "refuse" | "blackhole" = "pass";
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once("close", () => open.delete(socket));
    // A cut connection reports an error on its way out; the proxy has nothing to say about it.
    socket.on("error", () => {});
  };

  const server = createServer((client) => {
    track(client);
    if (mode === "refuse") {
      client.destroy();
      return;
    }
    if (mode === "blackhole") return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once("close", () => upstream.destroy());
    upstream.once("close", () => client.destroy());
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as { port: number }).port;

  const destroyAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    port,
    cut(newMode = "refuse") {
      mode = newMode;
      destroyAll();
    },
    restore() {
      mode = "pass";
      // Connections held in the black hole never reached the target: let their clients retry.
      destroyAll();
    },
    async close() {
      destroyAll();
      server.close();
      await once(server, "close");
    },
  };
}
