// The ceiling server's process (started by startCeilingProcess in ceiling.ts): it listens on a
// free loopback port, says which, then serves whatever answer it is sent, confirming each one.
import type { AddressInfo } from "node:net";
import { type CapturedAnswer, createCeilingServer } from "./ceiling";

const send = (message: unknown) => process.send?.(message);
const { server, serve } = createCeilingServer();

process.on("message", (message: { answer: CapturedAnswer }) => {
  serve(message.answer);
  send({ serving: true });
});
// The bench went away: nothing left to serve.
process.on("disconnect", () => process.exit(0));
process.on("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});

server.listen(0, "127.0.0.1", () => send({ listening: (server.address() as AddressInfo).port }));
