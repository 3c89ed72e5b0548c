// The rendered pages and sitemap files are compressed as Hosting compresses a function's answer.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sendBody } from '../../../scripts/vite-plugin-hosting.mjs';

function respond(acceptEncoding: string | undefined, method = 'GET') {
  const headers = new Map<string, string | number>();
  let sent: Buffer | undefined;
  const res = {
    setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), value),
    end: (body?: Buffer) => {
      sent = body;
    },
  };
  const page = `<!doctype html><title>Asha Rao</title>${'<p>Maths and English tutor.</p>'.repeat(200)}`;
  sendBody({ method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, res, page);
  return { headers, sent, page };
}

describe('sendBody', () => {
  it('sends brotli when the browser accepts it, smaller and read back unchanged', () => {
    const { headers, sent, page } = respond('gzip, deflate, br, zstd');
    expect(headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(sent!).toString()).toBe(page);
    expect(sent!.length).toBeLessThan(Buffer.byteLength(page) / 5);
    expect(headers.get('content-length')).toBe(sent!.length);
    expect(headers.get('vary')).toBe('Accept-Encoding');
  });

  it('sends gzip to a client that takes only gzip', () => {
    const { headers, sent, page } = respond('gzip');
    expect(headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(sent!).toString()).toBe(page);
  });

  it('sends the page as it is to a client that accepts no encoding, and no body to HEAD', () => {
    const plain = respond(undefined);
    expect(plain.headers.has('content-encoding')).toBe(false);
    expect(plain.sent!.toString()).toBe(plain.page);
    const head = respond('br', 'HEAD');
    expect(head.sent).toBeUndefined();
    expect(head.headers.get('content-encoding')).toBe('br');
  });
});
