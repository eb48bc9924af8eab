// Types for the fake tile server, so TypeScript tools (the benchmarks) can start it too.
export function tilePng(): Buffer;
export function startTileServer(port?: number): Promise<{ tileUrl: string; close: () => Promise<void> }>;
