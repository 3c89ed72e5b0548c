// The image upload field (image-upload-field.tsx): a drop zone with the image's preview and a styled file button, the
// type and size checked in the browser, the upload's progress with Cancel, and its failure with Try again. The
// upload use case is a fake per story (story-services.tsx); a story past the empty state chooses its file in `play`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { Uploads } from '../../application/uploads';
import { UPLOADS } from '../../application/tokens';
import { ImageUploadField } from './image-upload-field';
import { bind, fakes, withServices } from './story-services';

const FACE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#d3e7ea"/><circle cx="32" cy="26" r="12" fill="#8d5b3e"/><path d="M10 64c2-14 12-20 22-20s20 6 22 20z" fill="#0d4d57"/></svg>',
  );

/** A PNG the browser can draw (a 1×1 pixel), named as a user's file. */
const PIXEL = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const photo = () => new File([PIXEL], 'my-photo.png', { type: 'image/png' });
/** 2.5 MB: over the 2 MB rule, refused before anything is sent. */
const tooLarge = () => new File([new Uint8Array(2.5 * 1024 * 1024)], 'holiday-scan.png', { type: 'image/png' });

const never: Uploads['image'] = (request) => {
  request.onProgress?.(0.4);
  return new Promise(() => undefined);
};

const meta: Meta<typeof ImageUploadField> = {
  title: 'Shared/ImageUploadField',
  component: ImageUploadField,
  args: { label: 'Profile photo', purpose: 'ProfilePhoto', onUploaded: () => undefined },
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof ImageUploadField>;

/** An upload that is under way for as long as the story is shown (40 % sent). One provider a story: they do not nest. */
const stillUploading = [withServices(bind(UPLOADS, fakes.uploads(never)))];

async function choose(canvasElement: HTMLElement, file: File) {
  await userEvent.upload(within(canvasElement).getByLabelText('Profile photo'), file);
}

export const Empty: Story = { decorators: stillUploading };

export const WithCurrentImage: Story = { decorators: stillUploading, args: { currentUrl: FACE, hint: 'Students see it on your page and in search.' } };

export const RefusedFile: Story = {
  name: 'With an error (a file over 2 MB)',
  decorators: stillUploading,
  play: ({ canvasElement }) => choose(canvasElement, tooLarge()),
};

export const Uploading: Story = {
  name: 'Uploading, with a preview',
  decorators: stillUploading,
  play: ({ canvasElement }) => choose(canvasElement, photo()),
};

export const Uploaded: Story = {
  decorators: [withServices(bind(UPLOADS, fakes.uploads(() => Promise.resolve({ ok: true, value: { FileURL: FACE, Purpose: 'ProfilePhoto' } } as never))))],
  play: ({ canvasElement }) => choose(canvasElement, photo()),
};

export const UploadFailed: Story = {
  name: 'Upload failed (offline), with Try again',
  decorators: [withServices(bind(UPLOADS, fakes.uploads(() => Promise.resolve({ ok: false, code: 'offline' } as never))))],
  play: ({ canvasElement }) => choose(canvasElement, photo()),
};
