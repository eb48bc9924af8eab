// A local stand-in for the street-map tile service
// (docs/architecture.md "Tests talk to real parts": fakes only for what lies outside our machine,
// as a small HTTP server). Every /{z}/{x}/{y}.png answers with the same 256x256 PNG: sea-foam with
// a darker edge, so tile seams show how the map moved. Run on its own (`node
// tests/e2e/support/tile-server.mjs [port]`) it prints its TILE_URL.
import { createServer } from "node:http";
import { deflateSync } from "node:zlib";

const SIZE = 256;
const FILL = [0xdc, 0xeb, 0xe7];
const EDGE = [0xb8, 0xcc, 0xc7];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG, one filter byte (none) per row. */
export function tilePng() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter, no interlace
  const rows = Buffer.alloc(SIZE * (1 + SIZE * 3));
  for (let y = 0; y < SIZE; y++) {
    const row = y * (1 + SIZE * 3);
    for (let x = 0; x < SIZE; x++) {
      rows.set(x === 0 || y === 0 ? EDGE : FILL, row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Starts the fake on 127.0.0.1; resolves with its tile URL template and a close function. */
export async function startTileServer(port = 0) {
  const png = tilePng();
  const server = createServer((req, res) => {
    if (req.method === "GET" && /^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? "")) {
      res.writeHead(200, {
        "Content-Type": "image/png",
        "Content-Length": png.length,
        "Cache-Control": "public, max-age=86400",
      });
      res.end(png);
      return;
    }
    res.writeHead(404, { "Content-Type": "text/plain" });
    res.end("Not a tile");
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  return {
    tileUrl: `http://127.0.0.1:${address.port}/{z}/{x}/{y}.png`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { tileUrl } = await startTileServer(Number(process.argv[2] ?? 0));
  console.log(tileUrl);
}
