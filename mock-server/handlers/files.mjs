// Image uploads (FileUpload): at most 2 MB, PNG, JPEG or WebP judged by content; course covers for tutors only.
// Files land in the uploads folder beside the data file and are served under /uploads (the app reaches /api/uploads).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROLE } from '../lib/auth.mjs';
import { badRequest, forbidden } from '../lib/http.mjs';
import { MAX_UPLOAD_BYTES } from '../lib/openapi.mjs';
import { randomCode, userById } from '../lib/store.mjs';
import { iso } from '../lib/time.mjs';

/** The image type by its first bytes, or null. */
export function sniffImage(buffer) {
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { type: 'image/png', ext: 'png' };
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return { type: 'image/jpeg', ext: 'jpg' };
  if (buffer.length >= 12 && buffer.toString('ascii', 0, 4) === 'RIFF' && buffer.toString('ascii', 8, 12) === 'WEBP') return { type: 'image/webp', ext: 'webp' };
  return null;
}

export default function register(api) {
  api.post('/FileUpload', (ctx) => {
    const { state, query, req, caller, now, config } = ctx;
    if (query.Purpose === 'CourseCover' && userById(state, caller.uid)?.Role !== ROLE.tutor) throw forbidden('Only tutors upload course covers.');
    const file = (req.files ?? []).find((f) => f.fieldname === 'file');
    if (!file) throw badRequest('file', 'file is required.');
    if (file.size === 0) throw badRequest('file', 'The file is empty.');
    if (file.size > MAX_UPLOAD_BYTES) throw badRequest('file', 'The file is larger than 2 MB (2097152 bytes).');
    const kind = sniffImage(file.buffer);
    if (!kind) throw badRequest('file', 'The file is not a PNG, JPEG or WebP image.');
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
