import { connect, type Socket } from "node:net";

export type RawAnswer = { status: number; headers: Record<string, string>; body: Buffer };

/**
 * One HTTP/1.1 exchange on a connection of its own, written byte by byte by the caller (odd
 * headers, lying lengths, slow bodies: what `fetch` will not send). `answer` resolves once one
 * complete, well-formed response has arrived, and rejects when the connection fails or ends
 * first, when the response is malformed, or after `timeoutMs`.
 */
export function rawConnection(
  port: number,
  options: { timeoutMs: number; head?: boolean },
): { socket: Socket; answer: Promise<RawAnswer> } {
  const socket = connect(port, "127.0.0.1");
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    let received = Buffer.alloc(0);
    let settled = false;
    const finish = (error: Error | null, result?: RawAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(result as RawAnswer);
    };
    const timer = setTimeout(
      () => finish(new Error(`no complete answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    const tryParse = (ended: boolean) => {
      try {
        const parsed = parseResponse(received, { head: options.head ?? false, ended });
        if (parsed) finish(null, parsed);
        else if (ended)
          finish(new Error(`connection ended before a complete answer (${received.length} bytes)`));
      } catch (error) {
        finish(error as Error);
      }
    };
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      tryParse(false);
    });
    socket.on("end", () => tryParse(true));
    socket.on("close", () => tryParse(true));
    socket.on("error", (error) => finish(error));
  });
  return { socket, answer };
}

/** One complete response at the start of `data` (interim 1xx answers skipped), or null if more is needed. */
export function parseResponse(data: Buffer, options: { head: boolean; ended: boolean }): RawAnswer | null {
  let offset = 0;
  for (;;) {
    const headEnd = data.indexOf("\r\n\r\n", offset);
    if (headEnd === -1) return null;
    const lines = data.subarray(offset, headEnd).toString("latin1").split("\r\n");
    const statusMatch = /^HTTP\/1\.[01] (\d{3})(?: .*)?$/.exec(lines[0] ?? "");
    if (!statusMatch) throw new Error(`malformed status line: ${JSON.stringify(lines[0])}`);
    const status = Number(statusMatch[1]);
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(":");
      if (colon <= 0) throw new Error(`malformed header line: ${JSON.stringify(line)}`);
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
    const bodyStart = headEnd + 4;
    if (status >= 100 && status < 200) {
      offset = bodyStart;
      continue;
    }
    if (options.head || status === 204 || status === 304) return { status, headers, body: Buffer.alloc(0) };
    if (headers["transfer-encoding"]?.toLowerCase().includes("chunked")) {
      const body = parseChunked(data.subarray(bodyStart));
      return body ? { status, headers, body } : null;
    }
    if (headers["content-length"] !== undefined) {
      const length = Number(headers["content-length"]);
      if (!Number.isInteger(length) || length < 0)
        throw new Error(`bad content-length ${headers["content-length"]}`);
      if (data.length - bodyStart < length) return null;
      return { status, headers, body: data.subarray(bodyStart, bodyStart + length) };
    }
    // Neither length nor chunks: the body runs to the end of the connection.
    return options.ended ? { status, headers, body: data.subarray(bodyStart) } : null;
  }
}

function parseChunked(data: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", offset);
    if (lineEnd === -1) return null;
    const sizeText = data.subarray(offset, lineEnd).toString("latin1").split(";")[0]?.trim() ?? "";
    if (!/^[0-9a-fA-F]+$/.test(sizeText))
      throw new Error(`malformed chunk size: ${JSON.stringify(sizeText)}`);
    const size = Number.parseInt(sizeText, 16);
    const chunkStart = lineEnd + 2;
    if (size === 0) {
      // Trailers (none expected) end with an empty line.
      const end = data.indexOf("\r\n", chunkStart);
      return end === -1 ? null : Buffer.concat(parts);
    }
    if (data.length < chunkStart + size + 2) return null;
    parts.push(data.subarray(chunkStart, chunkStart + size));
    if (data.subarray(chunkStart + size, chunkStart + size + 2).toString() !== "\r\n") {
      throw new Error("chunk not followed by CRLF");
    }
    offset = chunkStart + size + 2;
  }
}
