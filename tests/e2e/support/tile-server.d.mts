/** A valid 256x256 RGB PNG: the one tile the fake serves. */
export function tilePng(): Buffer;

/** Starts the fake on 127.0.0.1; resolves with its tile URL template and a close function. */
export function startTileServer(port?: number): Promise<{ tileUrl: string; close: () => Promise<void> }>;
