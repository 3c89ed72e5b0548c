// Issue 19, messages: a thread between the demo student and the demo tutor, through the real UI against the offline
// product in two browser contexts: the student writes from the tutor's page, each side sees the other's messages and
// an unread count in the menu until they read them. Issue 41: all of it arrives pushed (no reload, no waiting for a
// poll), and a dropped connection misses nothing once it is back.
import { expect, test } from './fixtures';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { adminFetch } from '../../mock-server/admin-client.mjs';
import { axeViolations, resetMock, signInAsStudent, signInAsTutor } from './helpers';

test.beforeEach(resetMock);

const SEEDED = 'Hello Asha! Before Geometry Practice: could we start with circle theorems?';

test('the demo student and tutor write to each other: unread counts on both sides, new messages without a reload', async ({ tutor, student }) => {
  test.setTimeout(150_000);
  // The tutor has the student's first message unread: the menu says so.
  await signInAsTutor(tutor);
  const tutorMenu = tutor.getByRole('navigation', { name: 'Your areas' });
  await expect(tutorMenu.getByRole('link', { name: 'Messages 1 (1 unread)' })).toBeVisible();

  // The student writes again from the tutor's public page.
  await signInAsStudent(student);
  await student.goto(`/${DEMO.tutor.slug}`);
  await student.getByRole('link', { name: 'Message Asha' }).click();
  await expect(student).toHaveURL(new RegExp(`/messages/${DEMO.tutor.uid}$`));
  const studentLog = student.getByRole('log', { name: 'Messages with Asha Rao' });
  await expect(studentLog).toContainText(SEEDED);
  const composer = student.getByRole('form', { name: 'Write to Asha Rao' });
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(composer.getByText('Write a message first.')).toBeVisible();
  await composer.getByLabel('Message').fill('Also: is Thursday evening possible?');
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(studentLog).toContainText('Also: is Thursday evening possible?');
  await expect(composer.getByLabel('Message')).toHaveValue('');
  expect(await axeViolations(student)).toEqual([]);

  // The tutor's menu counted it as it was sent (pushed: no reload); the tutor opens the conversation: read.
  await tutorMenu.getByRole('link', { name: 'Messages 2 (2 unread)' }).click();
  await tutor.getByRole('link', { name: 'Ravi Kumar, 2 unread' }).click();
  const tutorLog = tutor.getByRole('log', { name: 'Messages with Ravi Kumar' });
  await expect(tutorLog).toContainText('Also: is Thursday evening possible?');
  await expect(tutorMenu.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  expect(await axeViolations(tutor)).toEqual([]);

  // The student leaves the conversation; the tutor answers; the student's menu counts it.
  await student.goto('/student-dashboard');
  await tutor.getByRole('form', { name: 'Write to Ravi Kumar' }).getByLabel('Message').fill('Thursday at 6 pm works. Circle theorems first.');
  await tutor.getByRole('button', { name: 'Send' }).click();
  await expect(tutorLog).toContainText('Thursday at 6 pm works.');
  const studentMenu = student.getByRole('navigation', { name: 'Your areas' });
  await studentMenu.getByRole('link', { name: 'Messages 1 (1 unread)' }).click();
  await student.getByRole('link', { name: 'Asha Rao, 1 unread' }).click();
  await expect(studentLog).toContainText('Thursday at 6 pm works. Circle theorems first.');
  await expect(studentMenu.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  // With the conversation open, a new message appears at once (pushed; the poll would take 3 to 30 s).
  await tutor.getByRole('form', { name: 'Write to Ravi Kumar' }).getByLabel('Message').fill('See you then!');
  await tutor.getByRole('button', { name: 'Send' }).click();
  await expect(studentLog).toContainText('See you then!');
});

test('a dropped connection misses nothing: what was sent meanwhile arrives once it is back, in order, once', async ({ tutor, student }) => {
  test.setTimeout(120_000);
  await signInAsStudent(student);
  await student.goto(`/messages/${DEMO.tutor.uid}`);
  const studentLog = student.getByRole('log', { name: 'Messages with Asha Rao' });
  await expect(studentLog).toContainText(SEEDED);
  await signInAsTutor(tutor);
  await tutor.goto(`/messages/${DEMO.student.uid}`);
  const composer = tutor.getByRole('form', { name: 'Write to Ravi Kumar' });
  await composer.getByLabel('Message').fill('First, while you are here.');
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(studentLog).toContainText('First, while you are here.');

  // The student's network goes, and the streams are cut (as a network or a restart cuts them).
  await student.context().setOffline(true);
  const dropped = await (await adminFetch('/__admin/streams/drop', { method: 'POST' })).json();
  expect(dropped.dropped).toBeGreaterThanOrEqual(1);
  for (const text of ['Second, while you were away.', 'Third, still away.']) {
    await composer.getByLabel('Message').fill(text);
    await composer.getByRole('button', { name: 'Send' }).click();
    await expect(tutor.getByRole('log', { name: 'Messages with Ravi Kumar' })).toContainText(text);
  }
  await expect(studentLog).not.toContainText('Second, while you were away.');

  // Back online: the stream resumes after the last event it had and brings both, in order, each once.
  await student.context().setOffline(false);
  await expect(studentLog).toContainText('Third, still away.', { timeout: 45_000 });
  const texts = await studentLog.getByRole('listitem').allTextContents();
  const order = ['First, while you are here.', 'Second, while you were away.', 'Third, still away.'].map((text) => texts.findIndex((t) => t.includes(text)));
  expect(order.every((index, i) => index >= 0 && (i === 0 || index > order[i - 1]!))).toBe(true);
  expect(texts.filter((t) => t.includes('Second, while you were away.'))).toHaveLength(1);
});
