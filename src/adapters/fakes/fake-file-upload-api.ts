import type { UploadedFile } from '../../domain/backend-records';
import { imageFileProblem, type UploadContentType } from '../../domain/image-upload';
import type { FileUploadApi, UploadRequest } from '../../ports/file-upload-api';
import { FakeBackendDb, invalid } from './fake-backend-db';

export class FakeFileUploadApi implements FileUploadApi {
  readonly uploaded: UploadedFile[] = [];

  constructor(readonly db: FakeBackendDb = new FakeBackendDb()) {}

  async upload(request: UploadRequest): Promise<UploadedFile> {
    const user = this.db.enter()!;
    if (request.signal?.aborted) throw new DOMException('The upload was cancelled.', 'AbortError');
    if (request.purpose === 'CourseCover' && user.role !== 1) throw invalid('Purpose', 'Only tutors upload course covers.');
    const problem = imageFileProblem(request.file);
    if (problem) throw invalid('file', problem.message);
    const type = request.file.type as UploadContentType;
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
