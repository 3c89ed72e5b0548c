import { BackendError } from '../../domain/backend-error';
import type { UploadedFile } from '../../contract/records';
import { fileUpload } from '../../contract/generated/backend/sdk.gen';
import { zFileUploadResponse } from '../../contract/generated/backend/zod.gen';
import { imageFileProblem } from '../../domain/image-upload';
import type { FileUploadApi, UploadRequest } from '../../ports/file-upload-api';
import { describeIssues, type BackendTransport } from './http/backend-transport';
import { errorFromResponse, malformedError, networkError } from './http/error-mapping';

/** Refuses what the server would refuse, before sending 2 MB for nothing. */
function checkFile(request: UploadRequest): void {
  const problem = imageFileProblem(request.file);
  if (problem) throw new BackendError('validation', '', [{ field: 'file', message: problem.code }], undefined, undefined, problem.code);
}

/**
 * /FileUpload. In the browser it sends with XMLHttpRequest, because fetch reports no upload progress; elsewhere
 * (tests, no progress callback) through the generated client. Never retried: an upload is a write.
 */
export class HttpFileUploadApi implements FileUploadApi {
  constructor(
    private readonly http: BackendTransport,
    private readonly xhrFactory: (() => XMLHttpRequest) | null = typeof XMLHttpRequest === 'undefined' ? null : () => new XMLHttpRequest(),
  ) {}

  async upload(request: UploadRequest): Promise<UploadedFile> {
    checkFile(request);
    if (request.onProgress && this.xhrFactory) return this.uploadWithProgress(request, this.xhrFactory());
    const file = await this.http.call(
      'once',
      (base) => fileUpload({ ...base, query: { Purpose: request.purpose }, body: { file: new File([request.file], request.fileName, { type: request.file.type }) } }),
      request.signal,
    );
    request.onProgress?.(1);
    return file;
  }

  private uploadWithProgress(request: UploadRequest, xhr: XMLHttpRequest): Promise<UploadedFile> {
    return new Promise((resolve, reject) => {
      const form = new FormData();
      form.append('file', request.file, request.fileName);
      xhr.open('POST', `${this.http.baseUrl}/FileUpload?Purpose=${encodeURIComponent(request.purpose)}`);
      for (const [name, value] of Object.entries(this.http.headers())) xhr.setRequestHeader(name, String(value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) request.onProgress?.(Math.min(1, event.loaded / event.total));
      };
      xhr.onerror = () => reject(networkError(new Error('upload failed')));
      xhr.ontimeout = () => reject(networkError(new DOMException('timeout', 'TimeoutError')));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
      xhr.onload = () => {
        let body: unknown;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          body = undefined;
        }
        if (xhr.status < 200 || xhr.status > 299) return reject(errorFromResponse(xhr.status, body));
        const parsed = zFileUploadResponse.safeParse(body);
        if (!parsed.success) return reject(malformedError('FileUpload', describeIssues(parsed.error.issues)));
        request.onProgress?.(1);
        resolve(parsed.data.Data);
      };
      request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
  }
}
