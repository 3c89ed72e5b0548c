import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeAuthGateway } from '../../src/adapters/fakes/fake-auth-gateway';
import type { InMemoryStore } from '../../src/adapters/fakes/in-memory-store';
import { BackendError } from '../../src/domain/backend-error';
import type { UploadedFile } from '../../src/contract/records';
import { LOCAL_STORAGE_KEYS, ROLE } from '../../src/domain/constants';
import type { UserProfile } from '../../src/domain/user-profile';
import { AUTH_GATEWAY } from '../../src/ports/auth-gateway';
import { FILE_UPLOAD_API, type UploadRequest } from '../../src/ports/file-upload-api';
import { LOCAL_STORE } from '../../src/ports/key-value-store';
import { PROFILE_API } from '../../src/ports/profile-api';
import { actAs, changeStore, copyOf, store, TEST_START } from './backend';
import { buildTestContainer, renderApp } from './render-app';
import { fill } from './fill';
import { studentProfile, tutorProfile } from '../support/profiles';
import { toast } from './toasts';

/** The profile as the backend stores it for `uid` (none: undefined). */
const storedProfile = (uid: string) => store().users!.find((record) => record.UserID === uid);

/**
 * Signs in with `profile` stored in the backend as given (replacing the seed's record of that user), or as a new
 * account with no profile when it is null.
 */
async function setup(profile: UserProfile | null, role: 1 | 2 = ROLE.TUTOR) {
  const container = await buildTestContainer();
  const auth = container.get<FakeAuthGateway>(AUTH_GATEWAY);
  const profiles = container.get(PROFILE_API);
  const local = container.get<InMemoryStore>(LOCAL_STORE);
  const uploads = container.get(FILE_UPLOAD_API);
  const email = role === ROLE.TUTOR ? 'tutor@demo.test' : 'student@demo.test';
  const uid = profile?.UserID ?? 'new-uid';
  changeStore((state) => {
    const users = state.users!.filter((record) => record.UserID !== uid);
    state.users = profile ? [...users, { id: uid, CreatedAt: '2026-01-10T09:00:00Z', ...profile }] : users;
  });
  auth.accounts.set(email, { uid, password: 'Secret#2026' });
  local.set(LOCAL_STORAGE_KEYS.ROLE, String(role));
  actAs(container, { uid, email });
  return { container, auth, profiles, local, uploads, user: userEvent.setup({ applyAccept: false }) };
}

/** A file that starts as a PNG does (the backend judges images by their first bytes). */
const png = (name = 'me.png', bytes = 64) => {
  const content = new Uint8Array(bytes);
  content.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([content], name, { type: 'image/png' });
};

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs one to show.
  URL.createObjectURL = vi.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('/tutor-profile', () => {
  it('loads the profile into the form with the public page links', async () => {
    renderApp((await setup(tutorProfile)).container, '/tutor-profile');
    const form = within(await screen.findByRole('form', { name: 'My profile' }));
    expect(form.getByLabelText('First name')).toHaveValue('Asha');
    expect(form.getByLabelText('Short bio')).toHaveValue('Maths and English tutor.');
    expect(form.getByLabelText('Public page address')).toHaveValue('demo-tutor');
    expect(form.getByLabelText('Time zone')).toHaveValue('Asia/Kolkata');
    expect(form.getByLabelText('Language')).toHaveValue('1');
    expect(await form.findByRole('checkbox', { name: 'Mathematics' })).toBeChecked();
    expect(form.getByRole('img', { name: 'Profile photo (current)' })).toHaveAttribute('src', tutorProfile.PhotoURL);
    const links = within(screen.getByRole('region', { name: 'Your public page' }));
    expect(links.getByRole('link', { name: `${window.location.origin}/demo-tutor` })).toHaveAttribute('href', '/demo-tutor');
    expect(links.getByRole('link', { name: `${window.location.origin}/course/demo-tutor` })).toHaveAttribute('href', '/course/demo-tutor');
  });

  it('shows each validation message next to its field and saves nothing', async () => {
    const { container, user } = await setup(tutorProfile);
    const before = copyOf(storedProfile(tutorProfile.UserID));
    renderApp(container, '/tutor-profile');
    const form = within(await screen.findByRole('form', { name: 'My profile' }));
    await fill(user, form, { 'First name': '', 'Phone number': '98765', 'Short bio': '', 'Public page address': 'Not a slug!' });
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Please fix the following:');
    expect(form.getByLabelText('First name')).toHaveAccessibleDescription('Enter your first name.');
    expect(form.getByLabelText('Phone number')).toHaveAccessibleDescription(/Use international format, e.g. \+919876543210\.$/);
    expect(form.getByLabelText('Short bio')).toHaveAccessibleDescription(/Write a short bio\.$/);
    expect(form.getByLabelText('Public page address')).toHaveAccessibleDescription(/Use lower-case letters, digits and single hyphens\.$/);
    expect(form.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(storedProfile(tutorProfile.UserID)).toEqual(before);
  });

  it('says so at the field when the public page address is taken, and saves nothing', async () => {
    // daniel-okafor is another tutor's address in the backend's seed.
    const { container, local, user } = await setup(tutorProfile);
    const before = copyOf(storedProfile(tutorProfile.UserID));
    renderApp(container, '/tutor-profile');
    const form = within(await screen.findByRole('form', { name: 'My profile' }));
    await user.clear(form.getByLabelText('Public page address'));
    await user.type(form.getByLabelText('Public page address'), 'daniel-okafor');
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByRole('alert')).toHaveTextContent('the public page address is taken');
    expect(form.getByLabelText('Public page address')).toHaveAccessibleDescription(/Another tutor already uses this address, or it is reserved\. Choose another one\.$/);
    expect(storedProfile(tutorProfile.UserID)).toEqual(before);
    expect(local.get(LOCAL_STORAGE_KEYS.USER_PROFILE)).toBeNull();
  });

  it('sets the hourly rate with its currency and the languages taught, checked at entry', async () => {
    const { container, user } = await setup(tutorProfile);
    renderApp(container, '/tutor-profile');
    const form = within(await screen.findByRole('form', { name: 'My profile' }));
    expect(form.getByLabelText('Hourly rate')).toHaveValue('500');
    expect(form.getByLabelText('Currency of your rate')).toHaveValue('INR');
    const before = copyOf(storedProfile(tutorProfile.UserID));
    await fill(user, form, { 'Hourly rate': '12.5' });
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Enter the hourly rate as a whole number, 0 or more.');
    expect(form.getByLabelText('Hourly rate')).toHaveAccessibleDescription(/Enter the hourly rate as a whole number, 0 or more\.$/);
    expect(storedProfile(tutorProfile.UserID)).toEqual(before);

    await fill(user, form, { 'Hourly rate': '30' });
    await user.selectOptions(form.getByLabelText('Currency of your rate'), 'GBP');
    const languages = within(form.getByRole('group', { name: 'Languages you teach in' }));
    await user.click(languages.getByRole('checkbox', { name: 'Hindi' }));
    await user.click(languages.getByRole('checkbox', { name: 'Spanish' }));
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(toast()).toHaveTextContent('Your profile is saved.'));
    expect(storedProfile(tutorProfile.UserID)).toMatchObject({ HourlyRate: 30, CurrencyType: 'GBP', Languages: ['en', 'es'] });
  });

  it('sets the free cancellation notice within 2–72 hours, checked at entry; empty means the default 24', async () => {
    const { container, user } = await setup(tutorProfile);
    renderApp(container, '/tutor-profile');
    const form = within(await screen.findByRole('form', { name: 'My profile' }));
    const field = form.getByLabelText('Free cancellation notice (hours)');
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription(/2 to 72; empty means 24\.$/);
    const before = copyOf(storedProfile(tutorProfile.UserID));
    await fill(user, form, { 'Free cancellation notice (hours)': '100' });
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByRole('alert')).toHaveTextContent('The notice period must be a whole number of hours from 2 to 72.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(storedProfile(tutorProfile.UserID)).toEqual(before);
    await fill(user, form, { 'Free cancellation notice (hours)': '48' });
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(toast()).toHaveTextContent('Your profile is saved.'));
    expect(storedProfile(tutorProfile.UserID)).toMatchObject({ CancellationNoticeHours: 48 });
  });

  it('saves the whole profile, keeps what the screen does not show, and updates USER_PROFILE and langId', async () => {
    const { container, local, user } = await setup(tutorProfile);
    renderApp(container, '/tutor-profile');
    const form = within(await screen.findByRole('form', { name: 'My profile' }));
    await user.clear(form.getByLabelText('Short bio'));
    await user.type(form.getByLabelText('Short bio'), 'Algebra, step by step.');
    await user.selectOptions(form.getByLabelText('Time zone'), 'Europe/London');
    await user.selectOptions(form.getByLabelText('Language'), 'Hindi');
    await user.click(await form.findByRole('checkbox', { name: 'Physics' }));
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(toast()).toHaveTextContent('Your profile is saved.'));
    expect(storedProfile(tutorProfile.UserID)).toMatchObject(
      {
        Role: 1,
        FirstName: 'Asha',
        LastName: 'Rao',
        Phone: '+919800000001',
        TimeZone: 'Europe/London',
        LangID: 2,
        Bio: 'Algebra, step by step.',
        TopicIDs: [1, 2, 3],
        Slug: 'demo-tutor',
        PhotoURL: tutorProfile.PhotoURL,
        HourlyRate: 500,
        CurrencyType: 'INR',
        Languages: ['en', 'hi'],
      },
    );
    const stored = JSON.parse(local.get(LOCAL_STORAGE_KEYS.USER_PROFILE) ?? '{}') as UserProfile;
    expect(stored.TimeZone).toBe('Europe/London');
    expect(stored.Bio).toBe('Algebra, step by step.');
    expect(local.get(LOCAL_STORAGE_KEYS.LANG_ID)).toBe('2');
  });

  it('disables the save button while saving (one request per press)', async () => {
    const { container, profiles, user } = await setup(tutorProfile);
    let release: () => void = () => undefined;
    const save = profiles.saveMyProfile.bind(profiles);
    const saving = vi.spyOn(profiles, 'saveMyProfile').mockImplementation((input) => new Promise((resolve) => (release = () => resolve(save(input)))));
    renderApp(container, '/tutor-profile');
    const form = within(await screen.findByRole('form', { name: 'My profile' }));
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    expect(form.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    release();
    await waitFor(() => expect(toast()).toHaveTextContent('Your profile is saved.'));
    expect(saving).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    const { container, profiles, user } = await setup(tutorProfile);
    const failing = vi.spyOn(profiles, 'getMyProfile').mockRejectedValue(new BackendError('network', 'offline'));
    renderApp(container, '/tutor-profile');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this.');
    failing.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'My profile' })).toBeInTheDocument();
  });

  it('says what to do when there is no profile yet', async () => {
    const { container } = await setup(null);
    renderApp(container, '/tutor-profile');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your profile is not set up yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up your profile' })).toHaveAttribute('href', '/tutor-registration');
  });
});

describe('/student-profile', () => {
  it('links to the tutor the student came through and saves a new time zone without resending that link', async () => {
    const { container, local, user } = await setup(studentProfile, ROLE.STUDENT);
    renderApp(container, '/student-profile');
    const form = within(await screen.findByRole('form', { name: 'My profile' }));
    expect(form.queryByLabelText('Short bio')).not.toBeInTheDocument();
    expect(form.queryByLabelText('Public page address')).not.toBeInTheDocument();
    const tutor = within(screen.getByRole('region', { name: 'Your tutor' }));
    expect(await tutor.findByRole('link', { name: 'Asha Rao’s page' })).toHaveAttribute('href', '/demo-tutor');
    await user.selectOptions(form.getByLabelText('Time zone'), 'Europe/Berlin');
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(toast()).toHaveTextContent('Your profile is saved.'));
    // Stored with the new zone; the link to the tutor stays though the save did not send it.
    expect(storedProfile(studentProfile.UserID)).toMatchObject({ Role: 2, FirstName: 'Ravi', LastName: 'Kumar', Phone: '+919800000002', TimeZone: 'Europe/Berlin', LangID: 1, TopicIDs: [1, 2], SelectedTutorSlug: 'demo-tutor' });
    expect(JSON.parse(local.get(LOCAL_STORAGE_KEYS.USER_PROFILE) ?? '{}')).toMatchObject({ TimeZone: 'Europe/Berlin', SelectedTutorSlug: 'demo-tutor' });
    // The link stays after the save.
    expect(within(screen.getByRole('region', { name: 'Your tutor' })).getByRole('link', { name: 'Asha Rao’s page' })).toBeInTheDocument();
  });

  it('says how to find a tutor when none is linked', async () => {
    const { container } = await setup({ ...studentProfile, SelectedTutorSlug: undefined }, ROLE.STUDENT);
    renderApp(container, '/student-profile');
    const tutor = within(await screen.findByRole('region', { name: 'Your tutor' }));
    expect(tutor.getByText('You have not signed up through a tutor’s page yet.')).toBeInTheDocument();
    expect(tutor.getByRole('link', { name: 'Find a tutor' })).toHaveAttribute('href', '/tutor-search');
  });
});

describe('the profile photo', () => {
  it('refuses a file of another type in the browser: a message, nothing sent', async () => {
    const { container, uploads, user } = await setup(tutorProfile);
    const upload = vi.spyOn(uploads, 'upload');
    renderApp(container, '/tutor-profile');
    const input = await screen.findByLabelText('Profile photo');
    await user.upload(input, new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect(await screen.findByText('“cat.gif” is not a PNG, JPEG or WebP image. Choose one of those; nothing was uploaded.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(upload).not.toHaveBeenCalled();
    expect(storedProfile(tutorProfile.UserID)?.PhotoURL).toBe(tutorProfile.PhotoURL);
  });

  it('takes an image dropped on the field as one chosen with its button: the same check before anything is sent', async () => {
    const { container, uploads } = await setup(tutorProfile);
    const upload = vi.spyOn(uploads, 'upload');
    renderApp(container, '/tutor-profile');
    const input = await screen.findByLabelText('Profile photo');
    const zone = input.closest('.image-upload-zone');
    expect(zone).not.toBeNull();
    const files = [new File(['GIF89a'], 'dropped.gif', { type: 'image/gif' })];
    fireEvent.dragOver(zone!, { dataTransfer: { types: ['Files'], files, dropEffect: 'none' } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone!, { dataTransfer: { types: ['Files'], files } });
    expect(await screen.findByText('“dropped.gif” is not a PNG, JPEG or WebP image. Choose one of those; nothing was uploaded.')).toBeInTheDocument();
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file over 2 MB in the browser: a message, nothing sent', async () => {
    const { container, uploads, user } = await setup(tutorProfile);
    const upload = vi.spyOn(uploads, 'upload');
    renderApp(container, '/tutor-profile');
    await user.upload(await screen.findByLabelText('Profile photo'), png('big.png', 2 * 1024 * 1024 + 1));
    expect(await screen.findByText('“big.png” is 2.0 MB; images can be at most 2 MB. Choose a smaller one; nothing was uploaded.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('says so where the upload is refused once the quota is used up (20 images in 24 hours), with no Try again', async () => {
    const { container, user } = await setup(tutorProfile);
    changeStore((state) => {
      for (let i = 0; i < 20; i += 1) {
        state.uploads.push({ id: `q${i}.png`, FileURL: `http://localhost/uploads/q${i}.png`, Purpose: 'ProfilePhoto', ContentType: 'image/png', Size: 100, UserID: tutorProfile.UserID, CreatedAt: TEST_START });
      }
    });
    renderApp(container, '/tutor-profile');
    await user.upload(await screen.findByLabelText('Profile photo'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have reached the upload limit: 20 images or 20 MB in 24 hours. Nothing was uploaded; try again later, or keep the image you have.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(store().uploads.filter((record) => record.UserID === tutorProfile.UserID)).toHaveLength(20);
    expect(storedProfile(tutorProfile.UserID)?.PhotoURL).toBe(tutorProfile.PhotoURL);
  });

  it('shows the progress and a preview, and a cancel stops the upload', async () => {
    const { container, uploads, user } = await setup(tutorProfile);
    let request: UploadRequest | undefined;
    vi.spyOn(uploads, 'upload').mockImplementation(
      (sent) =>
        new Promise<UploadedFile>((_resolve, reject) => {
          request = sent;
          sent.onProgress?.(0.4);
          sent.signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
        }),
    );
    renderApp(container, '/tutor-profile');
    await user.upload(await screen.findByLabelText('Profile photo'), png());
    const progress = await screen.findByRole('progressbar', { name: 'Uploading “me.png”: 40%' });
    expect(progress).toHaveAttribute('value', '0.4');
    expect(screen.getByRole('img', { name: 'Profile photo (new, preview)' })).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByLabelText('Profile photo')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(request?.signal?.aborted).toBe(true);
    expect(await screen.findByText('Upload cancelled. Nothing was changed.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile photo (current)' })).toHaveAttribute('src', tutorProfile.PhotoURL);
  });

  it('explains a failed upload, retries it, and saves the new photo with the profile', async () => {
    const { container, uploads, user } = await setup(tutorProfile);
    const upload = vi.spyOn(uploads, 'upload').mockRejectedValueOnce(new BackendError('network', 'offline'));
    renderApp(container, '/tutor-profile');
    await user.upload(await screen.findByLabelText('Profile photo'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('The upload did not reach the server. Check your connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('“me.png” is uploaded.')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1]?.[0]).toMatchObject({ fileName: 'me.png', purpose: 'ProfilePhoto' });
    expect(screen.getByText(/New photo ready: press “Save profile” to keep it\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(toast()).toHaveTextContent('Your profile is saved.'));
    // The photo the backend stored for the upload, and the profile pointing at it.
    const photo = (await upload.mock.results[1]!.value) as UploadedFile;
    expect(photo.Purpose).toBe('ProfilePhoto');
    expect(storedProfile(tutorProfile.UserID)?.PhotoURL).toBe(photo.FileURL);
  });
});

describe('/tutor-account and /student-account', () => {
  it('shows the email, the tutor links and a sign-out button', async () => {
    const { container, user } = await setup(tutorProfile);
    const { router } = renderApp(container, '/tutor-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.getByText('tutor@demo.test')).toBeInTheDocument();
    const more = within(screen.getByRole('navigation', { name: 'More' }));
    expect(more.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/tutor-profile');
    expect(more.getByRole('link', { name: 'Bank accounts' })).toHaveAttribute('href', '/add-bank');
    expect(more.getByRole('link', { name: 'Withdraw earnings' })).toHaveAttribute('href', '/tutor-cash-withdrawal');
    expect(more.getByRole('link', { name: 'Payment history' })).toHaveAttribute('href', '/tutor-payment-history');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('gives a student the student links only', async () => {
    const { container } = await setup(studentProfile, ROLE.STUDENT);
    renderApp(container, '/student-account');
    const more = within(await screen.findByRole('navigation', { name: 'More' }));
    expect(more.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/student-profile');
    expect(more.getByRole('link', { name: 'Payment history' })).toHaveAttribute('href', '/student-payment-history');
    expect(more.queryByRole('link', { name: 'Bank accounts' })).not.toBeInTheDocument();
  });

  it('says there is no password to change for a phone sign-in', async () => {
    const { container, auth } = await setup(studentProfile, ROLE.STUDENT);
    auth.setSession({ status: 'signed-in', user: { uid: 'demo-student-uid', email: null } });
    renderApp(container, '/student-account');
    expect(await screen.findByText('No email: you sign in with your phone number.')).toBeInTheDocument();
    expect(screen.getByText('Your account has no password to change: you sign in with your phone number.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('checks the password form before asking the provider', async () => {
    const { container, auth, user } = await setup(tutorProfile);
    const change = vi.spyOn(auth, 'changePassword');
    renderApp(container, '/tutor-account');
    const form = within(await screen.findByRole('form', { name: 'Change your password' }));
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(form.getByLabelText('Current password')).toHaveAccessibleDescription('Enter your current password.');
    expect(form.getByLabelText('New password')).toHaveAccessibleDescription(/Enter a new password\.$/);
    await fill(user, form, { 'Current password': 'Secret#2026', 'New password': 'Secret#2026', 'New password again': 'Other#2026' });
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(form.getByLabelText('New password')).toHaveAccessibleDescription(/Choose a password different from the current one\.$/);
    expect(form.getByLabelText('New password again')).toHaveAccessibleDescription('The two new passwords are not the same.');
    expect(change).not.toHaveBeenCalled();
  });

  it('says when the current password is wrong, and shows the provider’s policy in words', async () => {
    const { container, auth, user } = await setup(tutorProfile);
    renderApp(container, '/tutor-account');
    const form = within(await screen.findByRole('form', { name: 'Change your password' }));
    await fill(user, form, { 'Current password': 'not-it', 'New password': 'Better#2026', 'New password again': 'Better#2026' });
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByRole('alert')).toHaveTextContent('The current password is not right.');
    expect(form.getByLabelText('Current password')).toHaveAccessibleDescription('The current password is not right.');

    await fill(user, form, { 'Current password': 'Secret#2026', 'New password': 'abc', 'New password again': 'abc' });
    await user.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('The password is too weak.'));
    expect(form.getByRole('alert')).toHaveTextContent('Use at least 6 characters.');
    expect(form.getByLabelText('New password')).toHaveAccessibleDescription(/The password is too weak\. Use at least 6 characters\.$/);

    auth.nextFailure = { code: 'AUTH.TOO_MANY_ATTEMPTS' };
    await user.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('Too many attempts.'));
    expect(auth.accounts.get('tutor@demo.test')?.password).toBe('Secret#2026');
  });

  it('changes the password and says so', async () => {
    const { container, auth, user } = await setup(studentProfile, ROLE.STUDENT);
    renderApp(container, '/student-account');
    const form = within(await screen.findByRole('form', { name: 'Change your password' }));
    await fill(user, form, { 'Current password': 'Secret#2026', 'New password': 'Better#2026', 'New password again': 'Better#2026' });
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Your password is changed. Use the new one the next time you sign in.')).toBeInTheDocument();
    expect(auth.accounts.get('student@demo.test')?.password).toBe('Better#2026');
    expect(form.getByLabelText('Current password')).toHaveValue('');
  });
});

describe('the other role’s profile and account pages', () => {
  it.each([
    [ROLE.TUTOR, '/student-profile', '/tutor-profile'],
    [ROLE.TUTOR, '/student-account', '/tutor-account'],
    [ROLE.STUDENT, '/tutor-profile', '/student-profile'],
    [ROLE.STUDENT, '/tutor-account', '/student-account'],
  ] as const)('sends role %s from %s to %s', async (role, from, to) => {
    const { container } = await setup(role === ROLE.TUTOR ? tutorProfile : studentProfile, role);
    const { router } = renderApp(container, from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

describe('/tutor-profile refuses bad input at entry (the rules the backend applies)', () => {
  it.each([
    ['a first name of only spaces', { 'First name': '   ' }, 'First name', 'Enter your first name.'],
    ['a last name with a control character', { 'Last name': 'Rao\u0007' }, 'Last name', 'The name contains characters that are not text; type it again.'],
    ['a reserved address (a page of the app)', { 'Public page address': 'messages' }, 'Public page address', 'This address is a page of the app. Choose another one.'],
  ])('%s: the message at the field, nothing sent', async (_what, values, label, message) => {
    const { container, user, profiles } = await setup(tutorProfile);
    const before = copyOf(storedProfile(tutorProfile.UserID));
    const save = vi.spyOn(profiles, 'saveMyProfile');
    renderApp(container, '/tutor-profile');
    const form = within(await screen.findByRole('form', { name: 'My profile' }));
    await fill(user, form, values);
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Please fix the following:');
    expect(form.getByLabelText(label)).toHaveAccessibleDescription(new RegExp(`${message.replace(/[.()]/g, '\\$&')}$`));
    expect(form.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
    expect(storedProfile(tutorProfile.UserID)).toEqual(before);
  });

  it('a time zone saved before zones were checked (UTC+5) is shown and refused until one from the list is chosen', async () => {
    const { container, user, profiles } = await setup({ ...tutorProfile, TimeZone: 'UTC+5' });
    const save = vi.spyOn(profiles, 'saveMyProfile');
    renderApp(container, '/tutor-profile');
    const form = within(await screen.findByRole('form', { name: 'My profile' }));
    expect(form.getByLabelText('Time zone')).toHaveValue('UTC+5');
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Please fix the following:');
    expect(form.getByLabelText('Time zone')).toHaveAccessibleDescription(/Choose a time zone from the list \(an IANA name such as Asia\/Kolkata\)\.$/);
    expect(save).not.toHaveBeenCalled();
    await user.selectOptions(form.getByLabelText('Time zone'), 'Asia/Kolkata');
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(storedProfile(tutorProfile.UserID)?.TimeZone).toBe('Asia/Kolkata'));
  });
});
