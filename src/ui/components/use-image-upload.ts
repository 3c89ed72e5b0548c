import { useCallback, useEffect, useRef, useState } from 'react';
import type { FilePurpose, UploadedFile } from '../../contract/records';
import { imageFileProblem, isImageFileProblem, type ImageFileProblem } from '../../domain/image-upload';
import type { Refusal } from '../../application/outcome';
import { UPLOADS } from '../../application/tokens';
import { useService } from './container-context';

export type ImageUploadState =
  | { status: 'idle' }
  | { status: 'refused'; fileName: string; size: number; problem: ImageFileProblem }
  | { status: 'uploading'; fileName: string; fraction: number }
  | { status: 'failed'; fileName: string; refusal: Refusal }
  | { status: 'cancelled' }
  | { status: 'done'; fileName: string; file: UploadedFile };

function objectUrl(file: Blob): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * One image through /FileUpload (the Uploads use case): the domain's type/size rule first (a refused file is never sent),
 * then the upload with its progress, cancel and retry, and a local preview of the chosen file.
 */
export function useImageUpload(purpose: FilePurpose, onUploaded: (file: UploadedFile) => void) {
  const uploads = useService(UPLOADS);
  const [state, setState] = useState<ImageUploadState>({ status: 'idle' });
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const chosen = useRef<File | null>(null);
  const running = useRef<AbortController | null>(null);
  const latest = useRef(onUploaded);
  useEffect(() => {
    latest.current = onUploaded;
  }, [onUploaded]);

  const preview = useRef<string | null>(null);

  const showPreview = useCallback((file: File | null) => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = file ? objectUrl(file) : null;
    setPreviewUrl(preview.current);
  }, []);

  useEffect(
    () => () => {
      running.current?.abort();
      if (preview.current) URL.revokeObjectURL(preview.current);
    },
    [],
  );

  const start = useCallback(
    (file: File) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'uploading', fileName: file.name, fraction: 0 });
      uploads
        .image({
          file,
          fileName: file.name,
          purpose,
          signal: controller.signal,
          onProgress: (fraction) => {
            if (!controller.signal.aborted) setState({ status: 'uploading', fileName: file.name, fraction });
          },
        })
        .then((outcome) => {
          if (controller.signal.aborted) return;
          running.current = null;
          if (outcome.ok) {
            setState({ status: 'done', fileName: file.name, file: outcome.value });
            latest.current(outcome.value);
          } else if (isImageFileProblem(outcome)) setState({ status: 'refused', fileName: file.name, size: file.size, problem: { code: outcome.code } });
          else setState({ status: 'failed', fileName: file.name, refusal: outcome });
        });
    },
    [uploads, purpose],
  );

  const choose = useCallback(
    (file: File) => {
      const problem = imageFileProblem(file);
      if (problem) {
        running.current?.abort();
        chosen.current = null;
        showPreview(null);
        setState({ status: 'refused', fileName: file.name, size: file.size, problem });
        return;
      }
      chosen.current = file;
      showPreview(file);
      start(file);
    },
    [showPreview, start],
  );

  const retry = useCallback(() => {
    if (chosen.current) start(chosen.current);
  }, [start]);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    chosen.current = null;
    showPreview(null);
    setState({ status: 'cancelled' });
  }, [showPreview]);

  return { state, previewUrl, choose, retry, cancel };
}
