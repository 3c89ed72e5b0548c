// Image addresses the app shows in <img src> (PhotoURL, CoverImageURL): https: only, or the files this mock stored
// (its FileUpload answers `<publicBaseUrl>/uploads/<name>`, plain http offline). openapi/backend.yaml states the rule.
import { badRequest } from './http.mjs';

export const IMAGE_URL_FIELDS = ['PhotoURL', 'CoverImageURL'];

/** Throws a 400 on the first image URL field of the body that breaks the rule. */
export function checkImageUrls(body, { publicBaseUrl }) {
  const ownUploads = `${publicBaseUrl}/uploads/`;
  for (const field of IMAGE_URL_FIELDS) {
    const value = body?.[field];
    if (value === undefined) continue;
    let url = null;
    try {
      url = new URL(String(value));
    } catch {
      // not a URL at all: same answer
    }
    if (url && (url.protocol === 'https:' || url.href.startsWith(ownUploads))) continue;
    throw badRequest(field, `${field} must be an https: address or a file uploaded with /FileUpload.`);
  }
}
