import type { RandomSource } from '../../ports/random-source';

/** Deterministic bytes (xorshift32) so tests can predict ids. */
export class SeededRandomSource implements RandomSource {
  constructor(private state = 0x2f6b1d3) {}

  bytes = (n: number): Uint8Array => {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      this.state ^= this.state << 13;
      this.state ^= this.state >>> 17;
      this.state ^= this.state << 5;
      out[i] = this.state & 0xff;
    }
    return out;
  };
}
