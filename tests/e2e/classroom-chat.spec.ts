import { expect, test } from './fixtures';
import { adminFetch } from '../../mock-server/admin-client.mjs';
import { axeViolations, chatItems, joinClassroom, resetClassrooms, sayInClass } from './helpers';
import { startInstantClass } from './tutor-helpers';

// 12-hour, as every time in the app (the message was sent today, so the time alone).
const CHAT_TIME = '\\d{1,2}:\\d{2} [AP]M';

test.use({ permissions: ['camera', 'microphone'] });

test.beforeEach(resetClassrooms);

test('classroom chat: two people exchange messages beside the video (WebRTC data channels); one reloads and rejoins and still has the history; a signalling drop loses nothing; after the class it is readable until the page is left, and kept by neither page', async ({
  tutor,
  student,
}) => {
  test.setTimeout(150_000);
  const { panel, link, code } = await startInstantClass(tutor, `Chat ${Date.now()}`);
  await panel.getByRole('link', { name: 'Start the class (host)' }).click();
  await joinClassroom(tutor, 'Tara Tutor');
  await student.goto(new URL(link).pathname);
  await joinClassroom(student, 'Sam Student');
  await expect(student.getByRole('listitem', { name: 'Tara Tutor' })).toBeVisible();

  // The tutor sends an exercise with a link; the student sees who sent it, when, and the link.
  await sayInClass(tutor, 'Exercise 1: https://example.org/ex1');
  const onStudent = chatItems(student);
  await expect(onStudent).toHaveCount(1);
  await expect(onStudent.first()).toContainText(new RegExp(`^Tara Tutor \\(Tutor\\) · ${CHAT_TIME}Exercise 1: https://example.org/ex1$`));
  await expect(onStudent.first().getByRole('link', { name: 'https://example.org/ex1' })).toHaveAttribute('target', '_blank');
  // The student answers; the tutor sees it, credited to the name the student joined with.
  await sayInClass(student, 'Done with part a. <b>not bold</b>');
  const onTutor = chatItems(tutor);
  await expect(onTutor).toHaveCount(2);
  await expect(onTutor.nth(1)).toContainText(new RegExp(`^Sam Student · ${CHAT_TIME}Done with part a\\. <b>not bold</b>$`));
  await expect(onStudent.nth(1)).toContainText('Sam Student (you)');
  expect(await axeViolations(tutor)).toEqual([]);
  expect(await axeViolations(student)).toEqual([]);

  // The student's page reloads (a new page: its memory is gone) and joins again: the tutor's page sends the history.
  await student.reload();
  await joinClassroom(student, 'Sam Student');
  await expect(onStudent).toHaveCount(2);
  await expect(onStudent.nth(0)).toContainText('Exercise 1: https://example.org/ex1');
  await expect(onStudent.nth(1)).toContainText('Sam Student (you)');
  await expect(onStudent.nth(1)).toContainText('Done with part a.');
  await expect(onTutor).toHaveCount(2);

  // The signalling drops for both: they reconnect by themselves; nothing is lost or doubled, and chat goes on.
  const dropped = (await (await adminFetch(`/__admin/classroom/drop?channel=${code}`, { method: 'POST' })).json()) as { dropped: number };
  expect(dropped.dropped).toBe(2);
  await expect(student.getByRole('status')).toHaveText('Reconnected.', { timeout: 15_000 });
  await expect(tutor.getByRole('status')).toHaveText('Reconnected.', { timeout: 15_000 });
  await sayInClass(student, 'Part b now?');
  await expect(onTutor).toHaveCount(3);
  await expect(onTutor.nth(2)).toContainText('Part b now?');
  await expect(onStudent).toHaveCount(3);

  // The tutor ends the class: the chat stays readable on both pages, with no box, and says it is not kept.
  await tutor.getByRole('button', { name: 'End class' }).click();
  await tutor.getByRole('button', { name: 'End for everyone' }).click();
  await expect(student.getByRole('heading', { level: 2, name: 'Class ended' })).toBeVisible();
  await expect(onStudent).toHaveCount(3);
  await expect(student.getByRole('region', { name: 'Class chat' })).toContainText('This chat is not kept after the class: it is gone once you leave this page.');
  await expect(student.getByLabel('Message to the class')).toHaveCount(0);
  await expect(onTutor).toHaveCount(3);
  expect(await axeViolations(student)).toEqual([]);
  // Nothing of it was kept by the page either: a reload finds the class ended, with no chat.
  await student.reload();
  await expect(student.getByRole('heading', { level: 2, name: 'Class ended' })).toBeVisible();
  await expect(student.getByRole('region', { name: 'Class chat' })).toHaveCount(0);
});
