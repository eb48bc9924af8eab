type Slot<V> = { value: V; bytes: number; expiresAt: number };

/**
 * A least-recently-used map bounded by the bytes its values hold, whose entries also expire
 * a fixed time after they were stored. A Map iterates in insertion order, so re-inserting on
 * every hit keeps the least recently used key first.
 */
export class ByteLru<V> {
  readonly #slots = new Map<string, Slot<V>>();
  readonly #maxBytes: number;
  readonly #ttlMs: number;
  readonly #now: () => number;
  #bytes = 0;

  constructor(options: { maxBytes: number; ttlMs: number; now?: () => number }) {
    if (!(options.maxBytes >= 0)) throw new RangeError("maxBytes must not be negative");
    if (!(options.ttlMs > 0)) throw new RangeError("ttlMs must be positive");
    this.#maxBytes = options.maxBytes;
    this.#ttlMs = options.ttlMs;
    this.#now = options.now ?? Date.now;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#slots.size;
  }

  get(key: string): V | undefined {
    const slot = this.#slots.get(key);
    if (!slot) return undefined;
    this.#slots.delete(key);
    if (slot.expiresAt <= this.#now()) {
      this.#bytes -= slot.bytes;
      return undefined;
    }
    this.#slots.set(key, slot);
    return slot.value;
  }

  /** Stores `value`, evicting the least recently used; false when it alone exceeds the bound. */
  set(key: string, value: V, bytes: number): boolean {
    this.delete(key);
    if (bytes > this.#maxBytes) return false;
    this.#slots.set(key, { value, bytes, expiresAt: this.#now() + this.#ttlMs });
    this.#bytes += bytes;
    this.#evict();
    return true;
  }

  /** The value under `key` now holds `extra` more bytes (or fewer); keeps the bound. */
  grow(key: string, value: V, extra: number): void {
    const slot = this.#slots.get(key);
    if (!slot || slot.value !== value) return;
    slot.bytes += extra;
    this.#bytes += extra;
    this.#evict();
  }

  delete(key: string): void {
    const slot = this.#slots.get(key);
    if (!slot) return;
    this.#slots.delete(key);
    this.#bytes -= slot.bytes;
  }

  clear(): void {
    this.#slots.clear();
    this.#bytes = 0;
  }

  #evict(): void {
    for (const [key, slot] of this.#slots) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#slots.delete(key);
      this.#bytes -= slot.bytes;
    }
  }
}
