// Image uploads (FileUpload): at most 2 MB, PNG, JPEG or WebP judged by content; course covers for tutors only; only a
// registered user (with a profile) uploads, within a quota per user (UPLOAD_QUOTA).
// Files land in the uploads folder beside the data file and are served under /uploads (the app reaches /api/uploads).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROLE } from '../lib/auth.mjs';
import { HttpError, badRequest, forbidden } from '../lib/http.mjs';
import { MAX_UPLOAD_BYTES } from '../lib/openapi.mjs';
import { randomCode, userById } from '../lib/store.mjs';
import { iso } from '../lib/time.mjs';
// The quota is the domain's, so the UI states the numbers this refuses past.
import { UPLOAD_QUOTA } from '../../src/domain/upload-quota.ts';

/** The image type by its first bytes, or null. */
export function sniffImage(buffer) {
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { type: 'image/png', ext: 'png' };
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return { type: 'image/jpeg', ext: 'jpg' };
  if (buffer.length >= 12 && buffer.toString('ascii', 0, 4) === 'RIFF' && buffer.toString('ascii', 8, 12) === 'WEBP') return { type: 'image/webp', ext: 'webp' };
  return null;
}


/**
 * Null when `size` more bytes fit the caller's quota at `now`, else the seconds until they do (the oldest uploads of
 * the window age out) and the sentence why.
 */
export function quotaRefusal(uploads, uid, size, now) {
  const windowMs = UPLOAD_QUOTA.hours * 3_600_000;
  const recent = uploads.filter((u) => u.UserID === uid && now.getTime() - Date.parse(u.CreatedAt) < windowMs).sort((a, b) => Date.parse(a.CreatedAt) - Date.parse(b.CreatedAt));
  let files = recent.length;
  let bytes = recent.reduce((sum, u) => sum + u.Size, 0);
  if (files + 1 <= UPLOAD_QUOTA.files && bytes + size <= UPLOAD_QUOTA.bytes) return null;
  const reason = files + 1 > UPLOAD_QUOTA.files
    ? `You have uploaded ${files} images in the last ${UPLOAD_QUOTA.hours} hours, the most allowed (${UPLOAD_QUOTA.files}).`
    : `This image would take your uploads over ${UPLOAD_QUOTA.bytes / 1024 / 1024} MB in ${UPLOAD_QUOTA.hours} hours.`;
  let freeAt = now.getTime();
  for (const u of recent) {
    files -= 1;
    bytes -= u.Size;
    freeAt = Date.parse(u.CreatedAt) + windowMs;
    if (files + 1 <= UPLOAD_QUOTA.files && bytes + size <= UPLOAD_QUOTA.bytes) break;
  }
  return { seconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)), message: reason };
}

export default function register(api) {
  api.post('/FileUpload', (ctx) => {
    const { state, query, req, caller, now, config } = ctx;
    const uploader = userById(state, caller.uid);
    if (!uploader) throw forbidden('Register first: only a user with a profile uploads images.');
    if (query.Purpose === 'CourseCover' && uploader.Role !== ROLE.tutor) throw forbidden('Only tutors upload course covers.');
    const file = (req.files ?? []).find((f) => f.fieldname === 'file');
    if (!file) throw badRequest('file', 'file is required.');
    if (file.size === 0) throw badRequest('file', 'The file is empty.');
    if (file.size > MAX_UPLOAD_BYTES) throw badRequest('file', 'The file is larger than 2 MB (2097152 bytes).');
    const kind = sniffImage(file.buffer);
    if (!kind) throw badRequest('file', 'The file is not a PNG, JPEG or WebP image.');
    const refusal = quotaRefusal(state.uploads, caller.uid, file.size, now);
    if (refusal) {
      const words = `${refusal.message} Try again in ${Math.ceil(refusal.seconds / 3600)} hour(s); nothing was uploaded.`;
      throw new HttpError(429, words, [{ Field: 'file', Message: words }], { 'Retry-After': String(refusal.seconds) });
    }
    const name = `${randomCode(12).toLowerCase()}.${kind.ext}`;
    mkdirSync(config.uploadsDir, { recursive: true });
    writeFileSync(join(config.uploadsDir, name), file.buffer);
    const record = {
      id: name,
      FileURL: `${config.publicBaseUrl}/uploads/${name}`,
      Purpose: query.Purpose,
      ContentType: kind.type,
      Size: file.size,
      UserID: caller.uid,
      CreatedAt: iso(now),
    };
    state.uploads.push(record);
    ctx.persist();
    return { FileURL: record.FileURL, Purpose: record.Purpose, ContentType: record.ContentType, Size: record.Size };
  });
}
