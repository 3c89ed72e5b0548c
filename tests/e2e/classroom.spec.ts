import { expect, test, type Page } from './fixtures';
import { adminFetch } from '../../mock-server/admin-client.mjs';
import { axeViolations, expectPlayingVideo, resetClassrooms } from './helpers';
import { startInstantClass } from './tutor-helpers';

// The seeded instant class (mock-server/demo-data.mjs).
const CODE = 'ICdemo0000000001';

/** Fills the name on the pre-join screen and joins; returns when the Join was pressed. */
async function join(page: Page, name: string): Promise<number> {
  await expect(page.getByRole('button', { name: 'Join' })).toBeEnabled();
  await page.getByLabel('Your name').fill(name);
  const started = Date.now();
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('status')).toHaveText('Connected');
  return started;
}

test.use({ permissions: ['camera', 'microphone'] });

test.beforeEach(resetClassrooms);

test('instant class: the tutor starts it and shares the participant link; a signed-out student joins as participant, cannot host; the media, a signalling drop and End class work for both', async ({
  tutor,
  student,
}) => {
  test.setTimeout(150_000);

  // The tutor starts an instant class from the dashboard: a participant link to send, and the host entry.
  const { panel, link, code } = await startInstantClass(tutor, `Doubts ${Date.now()}`);

  // The student (signed out: the instant routes have no login guard) opens the host entry by mistake: refused, with the participant link.
  await student.goto(`/tutor-instant-class/${code}`);
  await expect(student.getByRole('heading', { level: 2, name: 'You cannot join this class now' })).toBeVisible();
  await expect(student.getByRole('alert')).toHaveText('Only the tutor who started this class can host it, signed in. To take part, use the participant link.');
  expect(await axeViolations(student)).toEqual([]);
  // The participant link works signed out.
  await student.getByRole('link', { name: 'Join as a participant' }).click();
  await expect(student).toHaveURL(new RegExp(`/instant-classroom/${code}/2$`));
  await expect(student.getByText('You join as Participant.')).toBeVisible();

  // Pre-join screen of the host: the camera preview is live, devices are listed, axe finds nothing.
  await panel.getByRole('link', { name: 'Start the class (host)' }).click();
  await expect(tutor).toHaveURL(new RegExp(`/tutor-instant-class/${code}$`));
  await expect(tutor.getByText('You join as Host.')).toBeVisible();
  await expect(tutor.getByLabel('Camera', { exact: true })).toBeEnabled();
  await expect.poll(() => tutor.locator('[aria-label="Your camera preview"] video').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  expect(await axeViolations(tutor)).toEqual([]);

  await join(tutor, 'Tara Tutor');
  const joinedAt = await join(student, 'Sam Student');

  const tutorOnStudent = student.getByRole('listitem', { name: 'Tara Tutor' });
  const studentOnTutor = tutor.getByRole('listitem', { name: 'Sam Student' });
  await expect(tutorOnStudent).toBeVisible();
  await expect(studentOnTutor).toBeVisible();
  await expect.poll(() => tutorOnStudent.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 20_000 }).toBeGreaterThan(0);
  const firstFrameMs = Date.now() - joinedAt;
  console.log(`time to first remote frame (student's Join click → tutor's video has frames): ${firstFrameMs} ms`);
  await expectPlayingVideo(tutorOnStudent);
  await expectPlayingVideo(studentOnTutor);
  await expect(tutorOnStudent).toContainText('Host');
  await expect(studentOnTutor).toContainText('Participant');
  // The participant cannot end the class.
  await expect(student.getByRole('button', { name: 'End class' })).toHaveCount(0);

  // In-call screen is axe-clean on both sides.
  expect(await axeViolations(tutor)).toEqual([]);
  expect(await axeViolations(student)).toEqual([]);

  // Muting on one side shows on the other, unmuting clears it.
  await student.getByRole('button', { name: 'Mute' }).click();
  await expect(studentOnTutor.getByText('Muted')).toBeVisible();
  await student.getByRole('button', { name: 'Unmute' }).click();
  await expect(studentOnTutor.getByText('Muted')).toHaveCount(0);

  // Stopping the camera shows 'Camera off' on the other side.
  await tutor.getByRole('button', { name: 'Stop camera' }).click();
  await expect(tutorOnStudent.getByText('Camera off')).toBeVisible();
  await tutor.getByRole('button', { name: 'Start camera' }).click();
  await expect(tutorOnStudent.getByText('Camera off')).toHaveCount(0);

  // The signalling drops: both say they are reconnecting, then reconnect by themselves and see video again.
  const dropped = (await (await adminFetch(`/__admin/classroom/drop?channel=${code}`, { method: 'POST' })).json()) as { dropped: number };
  expect(dropped.dropped).toBe(2);
  await expect(student.getByRole('status')).toHaveText('Connection lost. Reconnecting…');
  await expect(student.getByRole('status')).toHaveText('Reconnected.', { timeout: 15_000 });
  await expect(tutor.getByRole('status')).toHaveText('Reconnected.', { timeout: 15_000 });
  await expectPlayingVideo(student.getByRole('listitem', { name: 'Tara Tutor' }));
  await expectPlayingVideo(tutor.getByRole('listitem', { name: 'Sam Student' }));

  // The host ends the class: both see 'Class ended'.
  await tutor.getByRole('button', { name: 'End class' }).click();
  await tutor.getByRole('button', { name: 'End for everyone' }).click();
  await expect(tutor.getByRole('heading', { level: 2, name: 'Class ended' })).toBeVisible();
  await expect(student.getByRole('heading', { level: 2, name: 'Class ended' })).toBeVisible();
  await expect(student.locator('video')).toHaveCount(0);
  const db = (await (await adminFetch('/__admin/db')).json()) as { instantClasses: { ClassCode: string; Status: string }[] };
  expect(db.instantClasses.find((c) => c.ClassCode === code)?.Status).toBe('Ended');

  // An ended class says so on arrival.
  await student.goto(new URL(link).pathname);
  await expect(student.getByRole('heading', { level: 2, name: 'Class ended' })).toBeVisible();
});

test('an unknown roleId shows a clear error page', async ({ page }) => {
  await page.goto(`/instant-classroom/${CODE}/3`);
  await expect(page.getByRole('heading', { level: 1, name: 'This class link is not valid' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('unknown classroom role');
  expect(await axeViolations(page)).toEqual([]);
});

test('/class-room takes a class code and role to the instant classroom', async ({ page }) => {
  await page.goto('/class-room');
  await page.getByLabel('Class code').fill('short');
  await page.getByRole('button', { name: 'Go to the class' }).click();
  await expect(page.getByText('The class code must be 16 letters or digits.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Class code').fill(CODE);
  await page.getByLabel('Tutor (host)').check();
  await page.getByRole('button', { name: 'Go to the class' }).click();
  await expect(page).toHaveURL(new RegExp(`/instant-classroom/${CODE}/1$`));
});
