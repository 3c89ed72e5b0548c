import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from './values.ts';

export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** Why a chosen file may not go to /FileUpload. `code` is stable; the UI says it in its own words. */
export type ImageFileProblem = { code: 'UPLOAD.TYPE' } | { code: 'UPLOAD.EMPTY' } | { code: 'UPLOAD.TOO_LARGE' };

const IMAGE_FILE_PROBLEMS: readonly string[] = ['UPLOAD.TYPE', 'UPLOAD.EMPTY', 'UPLOAD.TOO_LARGE'] satisfies ImageFileProblem['code'][];

/** Whether a coded failure is the domain's refusal of the file (not the backend's). */
export function isImageFileProblem(failure: { code: string }): failure is ImageFileProblem {
  return IMAGE_FILE_PROBLEMS.includes(failure.code);
}

export function isUploadContentType(type: string): type is UploadContentType {
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(type);
}

/**
 * The /FileUpload rule, checked before anything is sent: a PNG, JPEG or WebP image (by its declared type) of
 * 1 byte to 2 MB (UPLOAD_MAX_BYTES). null when the file may be uploaded. The server still judges the content.
 */
export function imageFileProblem(file: { type: string; size: number }): ImageFileProblem | null {
  if (!isUploadContentType(file.type)) return { code: 'UPLOAD.TYPE' };
  if (file.size <= 0) return { code: 'UPLOAD.EMPTY' };
  if (file.size > UPLOAD_MAX_BYTES) return { code: 'UPLOAD.TOO_LARGE' };
  return null;
}

/** Hosts an offline backend's uploads live on (plain http there; everywhere else uploads are https). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether an image address (PhotoURL, CoverImageURL) may be sent and shown: an https: URL, or an http: one on this
 * machine (what the offline backend's /FileUpload returns). Never javascript:, data: or http: to another host; the
 * backend refuses the same (openapi/backend.yaml).
 */
export function isImageAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}
