import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../src/domain/values';
import { imageFileProblem, isUploadContentType } from '../../../src/domain/image-upload';

describe('imageFileProblem: the /FileUpload rule checked before sending', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp'])('lets a %s image of 1 byte to 2 MB through', (type) => {
    expect(imageFileProblem({ type, size: 1 })).toBeNull();
    expect(imageFileProblem({ type, size: UPLOAD_MAX_BYTES })).toBeNull();
  });

  it.each(['image/gif', 'image/svg+xml', 'application/pdf', 'text/plain', ''])('refuses the type %j', (type) => {
    expect(imageFileProblem({ type, size: 10 })?.code).toBe('UPLOAD.TYPE');
  });

  it('refuses an empty file and one over 2 MB (2,097,152 bytes)', () => {
    expect(imageFileProblem({ type: 'image/png', size: 0 })?.code).toBe('UPLOAD.EMPTY');
    expect(UPLOAD_MAX_BYTES).toBe(2_097_152);
    expect(imageFileProblem({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toEqual({ code: 'UPLOAD.TOO_LARGE' });
  });

  it('judges the type before the size', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 0 })?.code).toBe('UPLOAD.TYPE');
  });

  it('knows the three content types', () => {
    expect(isUploadContentType('image/webp')).toBe(true);
    expect(isUploadContentType('IMAGE/PNG')).toBe(false);
  });
});
