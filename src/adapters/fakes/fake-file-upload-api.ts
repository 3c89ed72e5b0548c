import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, type UploadedFile } from '../../domain/backend-records';
import type { FileUploadApi, UploadRequest } from '../../ports/file-upload-api';
import { FakeBackendDb, invalid } from './fake-backend-db';

export class FakeFileUploadApi implements FileUploadApi {
  readonly uploaded: UploadedFile[] = [];

  constructor(readonly db: FakeBackendDb = new FakeBackendDb()) {}

  async upload(request: UploadRequest): Promise<UploadedFile> {
    const user = this.db.enter()!;
    if (request.signal?.aborted) throw new DOMException('The upload was cancelled.', 'AbortError');
    if (request.purpose === 'CourseCover' && user.role !== 1) throw invalid('Purpose', 'Only tutors upload course covers.');
    const type = request.file.type as (typeof UPLOAD_CONTENT_TYPES)[number];
    if (!UPLOAD_CONTENT_TYPES.includes(type)) throw invalid('file', 'Upload a PNG, JPEG or WebP image.');
    if (request.file.size === 0) throw invalid('file', 'The file is empty.');
    if (request.file.size > UPLOAD_MAX_BYTES) throw invalid('file', 'The image must be at most 2 MB.');
    request.onProgress?.(0.5);
    request.onProgress?.(1);
    const file: UploadedFile = {
      FileURL: `https://files.demo.test/${request.purpose}/${this.db.newId()}-${encodeURIComponent(request.fileName)}`,
      Purpose: request.purpose,
      ContentType: type,
      Size: request.file.size,
    };
    this.uploaded.push(file);
    return file;
  }
}
