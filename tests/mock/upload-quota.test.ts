// Uploads have a quota per user (issue 34: an account with no profile uploaded ten 2 MB files): only a registered user
// uploads, at most 20 images and 20 MB in any 24 hours; past that 429 with Retry-After and words on `file`. The
// numbers are the ones the app states (one value, src/domain/upload-quota.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_QUOTA } from '../../src/domain/values';
import { admin, mockPerFile, STUDENT, token } from './support';

const { server, api } = mockPerFile();
beforeEach(async () => {
  await api.reset();
});

const PNG_HEADER = Buffer.from('89504e470d0a1a0a', 'hex');
const png = (size: number) => Buffer.concat([PNG_HEADER, Buffer.alloc(size - PNG_HEADER.length)]);
const upload = (bytes: Buffer, as = STUDENT) => {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  return api.call('POST', '/FileUpload', { as, query: { Purpose: 'ProfilePhoto' }, form });
};
const uploadsOf = async (uid: string) => (await api.db()).uploads.filter((u: { UserID: string }) => u.UserID === uid).length;

describe('upload quota', () => {
  it('refuses an account with no profile (403) and stores nothing', async () => {
    const reply = await upload(png(100), 'no-profile-uid');
    expect([reply.status, reply.body.Message]).toEqual([403, 'Register first: only a user with a profile uploads images.']);
    expect(await uploadsOf('no-profile-uid')).toBe(0);
  });

  it('takes 20 images in 24 hours; the 21st is 429 with Retry-After and the words on file; a day later it fits again', async () => {
    for (let i = 0; i < UPLOAD_QUOTA.files; i += 1) expect((await upload(png(200))).status).toBe(200);
    const refused = await upload(png(200));
    expect(refused.status).toBe(429);
    const words = 'You have uploaded 20 images in the last 24 hours, the most allowed (20). Try again in 24 hour(s); nothing was uploaded.';
    expect(refused.body).toEqual({ StatusCode: 429, Message: words, Errors: [{ Field: 'file', Message: words }] });
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await uploadsOf(STUDENT)).toBe(20);
    // Another user's quota is their own.
    expect((await upload(png(200), 'demo-tutor-uid')).status).toBe(200);
    const later = (retryAfter + 1) * 1000;
    await admin(server, '/__admin/clock', { method: 'POST', body: { offsetMs: later } });
    // A token minted at that time (the mock checks expiry by its own clock).
    expect((await upload(png(200), token(STUDENT, { email: `${STUDENT}@demo.test`, nowSeconds: Math.floor((Date.now() + later) / 1000) }))).status).toBe(200);
  });

  it('counts bytes too: at most 20 MB in 24 hours', async () => {
    const nearlyTwoMb = png(2_000_000);
    for (let i = 0; i < 10; i += 1) expect((await upload(nearlyTwoMb)).status).toBe(200);
    const refused = await upload(nearlyTwoMb);
    expect(refused.status).toBe(429);
    expect(refused.body.Errors[0]).toEqual({ Field: 'file', Message: 'This image would take your uploads over 20 MB in 24 hours. Try again in 24 hour(s); nothing was uploaded.' });
    expect(await uploadsOf(STUDENT)).toBe(10);
    // A small one still fits under 20 MB.
    expect((await upload(png(500_000))).status).toBe(200);
  });
});
