import { once } from "node:events";
import type { Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

// A connection that has answered everything and stays quiet this long is closed during a drain.
// A keep-alive client reuses its connection at once or not soon, so this is the safe moment.
const QUIET_MS = 1_000;
const SWEEP_MS = 100;

type ConnectionState = { busy: number; quietSince: number };

/**
 * Graceful close for an HTTP server (docs/product.md "Shutdown"). Call at start-up; `drain` then
 * stops accepting, lets every request in flight finish with `Connection: close`, closes each
 * keep-alive connection once it is quiet, and cuts what is left at the grace period.
 *
 * Node's own `server.close()` drops idle keep-alive connections at once: a client sending its
 * next request on one at that moment gets a reset instead of an answer (decision 022).
 */
export function drainOnClose(server: Server) {
  const connections = new Map<Socket, ConnectionState>();
  const inFlight = new Set<ServerResponse>();
  let draining = false;

  server.on("connection", (socket: Socket) => {
    connections.set(socket, { busy: 0, quietSince: Date.now() });
    socket.once("close", () => connections.delete(socket));
  });
  // Before the app's own listener, so the header is set before anything is written.
  server.prependListener("request", (req, res) => {
    const state = connections.get(req.socket);
    if (state) state.busy++;
    inFlight.add(res);
    if (draining) res.setHeader("Connection", "close");
    res.once("close", () => {
      inFlight.delete(res);
      if (state) {
        state.busy--;
        state.quietSince = Date.now();
      }
    });
  });

  return {
    async drain(options: { graceMs: number }): Promise<void> {
      draining = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
      const closed = once(server, "close");
      // Stop accepting (new connections are refused) without touching open ones.
      NetServer.prototype.close.call(server);
      const sweep = setInterval(() => {
        const now = Date.now();
        const quiet = [...connections].filter(([, s]) => s.busy === 0 && now - s.quietSince >= QUIET_MS);
        // A request may sit unread while the event loop was busy: let I/O run once, and spare
        // every connection that turned out to have one.
        setImmediate(() => {
          const later = Date.now();
          for (const [socket, state] of quiet) {
            if (state.busy === 0 && later - state.quietSince >= QUIET_MS) socket.destroy();
          }
        });
      }, SWEEP_MS);
      const deadline = setTimeout(() => server.closeAllConnections(), options.graceMs);
      try {
        await closed;
      } finally {
        clearInterval(sweep);
        clearTimeout(deadline);
      }
    },
  };
}
