import type { ImageFileProblem } from '../../domain/image-upload';
import { UPLOAD_QUOTA } from '../../domain/values';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Texts of the image upload field (profile photos, course covers). */
export const imageUploadText = {
  hint: 'A PNG, JPEG or WebP image of at most 2 MB.',
  noImage: 'No image yet.',
  dropHere: 'Drag an image here, or',
  choose: 'Choose an image',
  chooseAnother: 'Choose another image',
  currentAlt: (label: string) => `${label} (current)`,
  previewAlt: (label: string) => `${label} (new, preview)`,
  uploading: (fileName: string, percent: number) => `Uploading “${fileName}”: ${percent}%`,
  cancel: 'Cancel upload',
  cancelled: 'Upload cancelled. Nothing was changed.',
  uploaded: (fileName: string) => `“${fileName}” is uploaded.`,
  retry: 'Try again',
  refused: (problem: ImageFileProblem, fileName: string, size: number): string => {
    switch (problem.code) {
      case 'UPLOAD.TYPE':
        return `“${fileName}” is not a PNG, JPEG or WebP image. Choose one of those; nothing was uploaded.`;
      case 'UPLOAD.EMPTY':
        return `“${fileName}” is empty. Choose another image; nothing was uploaded.`;
      case 'UPLOAD.TOO_LARGE':
        return `“${fileName}” is ${megabytes(size)}; images can be at most 2 MB. Choose a smaller one; nothing was uploaded.`;
    }
  },
  failedNetwork: 'The upload did not reach the server. Check your connection and try again.',
  failedRefused: 'The server refused this file: it must be a real PNG, JPEG or WebP image of at most 2 MB. Choose another one.',
  failedSession: 'Your session has ended. Sign in again, then upload the image.',
  failedOther: 'The upload failed. Try again in a moment.',
  failedQuota: `You have reached the upload limit: ${UPLOAD_QUOTA.files} images or ${UPLOAD_QUOTA.bytes / (1024 * 1024)} MB in ${UPLOAD_QUOTA.hours} hours. Nothing was uploaded; try again later, or keep the image you have.`,
  failedNoProfile: 'Finish your registration first: images are uploaded to your profile. Nothing was uploaded.',
} as const;
