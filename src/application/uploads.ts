import { inject, injectable } from 'inversify';
import type { UploadedFile } from '../contract/records';
import { imageFileProblem, type ImageFileProblem } from '../domain/image-upload';
import { FILE_UPLOAD_API, type FileUploadApi, type UploadRequest } from '../ports/file-upload-api';
import { attempt, type Outcome, type Refusal } from './outcome';

/** An image through /FileUpload, with its progress and cancel; a file the domain's type/size rule refuses is never sent. */
@injectable()
export class Uploads {
  constructor(@inject(FILE_UPLOAD_API) private readonly files: FileUploadApi) {}

  /** The uploaded file; or the domain's refusal of the file (UPLOAD.*) or the backend's (a cancelled upload ends 'failed': its caller knows it cancelled). */
  async image(request: UploadRequest): Promise<Outcome<UploadedFile, Refusal | ImageFileProblem>> {
    const problem = imageFileProblem(request.file);
    if (problem) return { ok: false, ...problem };
    return attempt(() => this.files.upload(request));
  }
}
