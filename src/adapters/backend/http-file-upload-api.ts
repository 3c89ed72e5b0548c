import { BackendError } from '../../domain/backend-error';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, uploadedFileSchema, type UploadedFile } from '../../domain/backend-records';
import type { FileUploadApi, UploadRequest } from '../../ports/file-upload-api';
import { fileUpload } from './generated/backend/sdk.gen';
import type { BackendTransport } from './http/backend-transport';
import { describeIssues } from './http/backend-transport';
import { errorFromResponse, malformedError, networkError } from './http/error-mapping';
import { z } from 'zod';

const uploadEnvelope = z.object({ StatusCode: z.number().int().min(200).max(299), Message: z.string(), Data: uploadedFileSchema });

/** Refuses what the server would refuse, before sending 2 MB for nothing. */
function checkFile(request: UploadRequest): void {
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(request.file.type)) {
    throw new BackendError('validation', 'Upload a PNG, JPEG or WebP image.', [{ field: 'file', message: 'Upload a PNG, JPEG or WebP image.' }]);
  }
  if (request.file.size === 0 || request.file.size > UPLOAD_MAX_BYTES) {
    throw new BackendError('validation', 'The image must be at most 2 MB.', [{ field: 'file', message: 'The image must be at most 2 MB.' }]);
  }
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
    const file = await this.http.call(fileUpload, {
      operation: 'fileUpload',
      retry: 'once',
      data: uploadedFileSchema,
      query: { Purpose: request.purpose },
      body: { file: new File([request.file], request.fileName, { type: request.file.type }) },
      signal: request.signal,
    });
    request.onProgress?.(1);
    return file;
  }

  private uploadWithProgress(request: UploadRequest, xhr: XMLHttpRequest): Promise<UploadedFile> {
    return new Promise((resolve, reject) => {
      const form = new FormData();
      form.append('file', request.file, request.fileName);
      xhr.open('POST', `${this.http.baseUrl}/FileUpload?Purpose=${encodeURIComponent(request.purpose)}`);
      for (const [name, value] of Object.entries(this.http.headers())) xhr.setRequestHeader(name, value);
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
        const parsed = uploadEnvelope.safeParse(body);
        if (!parsed.success) return reject(malformedError('fileUpload', describeIssues(parsed.error)));
        request.onProgress?.(1);
        resolve(parsed.data.Data);
      };
      request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
  }
}
