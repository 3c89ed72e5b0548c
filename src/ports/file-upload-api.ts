import type { FilePurpose, UploadedFile } from '../contract/records';
import { token } from './token';

export interface UploadRequest {
  file: Blob;
  /** Sent as the multipart file name. */
  fileName: string;
  purpose: FilePurpose;
  /** Called with the fraction sent so far, 0..1 (at least once with 1 on success). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** /FileUpload: one PNG, JPEG or WebP image of at most 2 MB; returns its URL. Rejects with BackendError. */
export interface FileUploadApi {
  upload(request: UploadRequest): Promise<UploadedFile>;
}

export const FILE_UPLOAD_API = token<FileUploadApi>('FileUploadApi');
