import { useId, useState, type DragEvent, type ReactNode } from 'react';
import type { FilePurpose, UploadedFile } from '../../contract/records';
import { UPLOAD_CONTENT_TYPES } from '../../domain/values';
import type { Refusal } from '../../application/outcome';
import { imageUploadText as t } from './image-upload-text';
import { useImageUpload } from './use-image-upload';
import './image-upload-field.css';

const FAILED: Partial<Record<Refusal['code'], string>> = {
  offline: t.failedNetwork,
  invalid: t.failedRefused,
  'signed-out': t.failedSession,
  'too-many': t.failedQuota,
  refused: t.failedNoProfile,
};

/** Refusals that trying the same file again cannot mend. */
const FINAL: readonly Refusal['code'][] = ['invalid', 'too-many', 'refused'];

export interface ImageUploadFieldProps {
  /** The field's label, e.g. 'Profile photo' or 'Cover image'. */
  label: string;
  /** The image saved now, shown until a new one is chosen. */
  currentUrl?: string;
  purpose: FilePurpose;
  /** Called once per finished upload with the file's URL; the caller saves it where it belongs. */
  onUploaded: (file: UploadedFile) => void;
  /** Extra words under the label (the type and size rule is always said). */
  hint?: ReactNode;
}

/**
 * A reusable image field: a drop zone with the image's preview, where an image is dragged in or chosen with the
 * button (the file input itself, visually hidden, so the keyboard and screen readers use it as any file input).
 * Checks type and size in the browser before anything is sent (PNG, JPEG or WebP, at most 2 MB), previews the chosen
 * image, shows the upload's progress with a cancel, and a failure with a retry.
 */
export function ImageUploadField({ label, currentUrl, purpose, onUploaded, hint }: ImageUploadFieldProps) {
  const id = useId();
  const { state, previewUrl, choose, retry, cancel } = useImageUpload(purpose, onUploaded);
  const uploading = state.status === 'uploading';
  const refusedText = state.status === 'refused' ? t.refused(state.problem, state.fileName, state.size) : null;
  const shown = previewUrl ?? (state.status === 'uploading' || state.status === 'done' ? null : currentUrl ?? null);
  const describedBy = [`${id}-hint`, refusedText ? `${id}-error` : null].filter(Boolean).join(' ');
  const status =
    state.status === 'done' ? t.uploaded(state.fileName) : state.status === 'cancelled' ? t.cancelled : '';
  const [dragging, setDragging] = useState(false);
  const dropHandlers = {
    onDragOver: (event: DragEvent) => {
      if (uploading || !event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    },
    onDragLeave: (event: DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      const file = event.dataTransfer.files[0];
      if (file && !uploading) choose(file);
    },
  };

  return (
    <div className="field image-upload">
      <label htmlFor={`${id}-input`}>{label}</label>
      <p id={`${id}-hint`} className="field-hint">
        {hint ? (
          <>
            {hint} {t.hint}
          </>
        ) : (
          t.hint
        )}
      </p>
      <div className="image-upload-zone" data-dragging={dragging || undefined} data-invalid={refusedText ? true : undefined} {...dropHandlers}>
        <div className="image-upload-preview">
          {shown ? (
            <img src={shown} alt={previewUrl ? t.previewAlt(label) : t.currentAlt(label)} />
          ) : (
            <span className="muted">{t.noImage}</span>
          )}
        </div>
        <div className="image-upload-choose">
          <p className="image-upload-drop">{t.dropHere}</p>
          <input
            id={`${id}-input`}
            className="visually-hidden"
            type="file"
            accept={UPLOAD_CONTENT_TYPES.join(',')}
            disabled={uploading}
            aria-invalid={refusedText ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so that choosing the same file again (after a cancel) is seen as a change.
              event.target.value = '';
              if (file) choose(file);
            }}
          />
          {/* The button the input is pressed through: a second label of it, drawn as a button. */}
          <label htmlFor={`${id}-input`} className="button secondary sm image-upload-button" aria-hidden="true">
            {shown ? t.chooseAnother : t.choose}
          </label>
        </div>
      </div>
      {refusedText && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {refusedText}
        </p>
      )}
      {uploading && (
        <div className="image-upload-progress">
          <label htmlFor={`${id}-progress`}>{t.uploading(state.fileName, Math.round(state.fraction * 100))}</label>
          <progress id={`${id}-progress`} max={1} value={state.fraction} />
          <button type="button" className="button secondary" onClick={cancel}>
            {t.cancel}
          </button>
        </div>
      )}
      {state.status === 'failed' && (
        <div className="form-alert" role="alert">
          <p>{FAILED[state.refusal.code] ?? t.failedOther}</p>
          {/* Trying the same file again cannot help when it was refused or the quota is used up. */}
          {!FINAL.includes(state.refusal.code) && (
            <button type="button" className="button secondary" onClick={retry}>
              {t.retry}
            </button>
          )}
        </div>
      )}
      <p role="status" className="muted image-upload-status">
        {status}
      </p>
    </div>
  );
}
