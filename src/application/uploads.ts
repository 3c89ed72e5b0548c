import { inject, injectable } from 'inversify';
import type { UploadedFile } from '../contract/records';
import { DomainError } from '../domain/errors';
import { imageFileProblem } from '../domain/image-upload';
import { FILE_UPLOAD_API, type FileUploadApi, type UploadRequest } from '../ports/file-upload-api';

/** An image through /FileUpload, with its progress and cancel; a file the domain's type/size rule refuses is never sent. */
@injectable()
export class Uploads {
  constructor(@inject(FILE_UPLOAD_API) private readonly files: FileUploadApi) {}

  image(request: UploadRequest): Promise<UploadedFile> {
    const problem = imageFileProblem(request.file);
    if (problem) return Promise.reject(new DomainError(problem.code, `${request.fileName} is not an image the platform takes (${problem.code}).`));
    return this.files.upload(request);
  }
}
