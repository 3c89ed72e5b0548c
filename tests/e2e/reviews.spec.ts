// Issue 19, reviews: only a student who attended may review. The demo student pays for a class the tutor teaches but
// never joins it: once it is over, their card says why there is nothing to rate. (A student who attended reviews it in
// journeys.spec.ts, end to end with the tutor's answer.) Two browser contexts against the offline product.
import { expect, test } from './fixtures';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { axeViolations, joinClassroom, minuteFromNow, mockDb, moveClocks, resetMock, setMockClock } from './helpers';
import { boughtPrivateClass } from './tutor-helpers';

test.beforeEach(resetMock);

test('a student who paid but never joined the class cannot review it, and is told why', async ({ tutor, student }) => {
  test.setTimeout(120_000);
  const name = `Ratios ${`${Date.now()}`.slice(-6)}`;
  try {
    const code = await boughtPrivateClass(tutor, student, { name, startsAt: minuteFromNow(20 * 60_000), durationMinutes: 15, price: 400, transactionFees: 20 });

    // The tutor teaches it (in the room at the start); the student never comes.
    await moveClocks(20 * 60_000, [tutor, student]);
    await tutor.goto(`/private-class/${code}`);
    await joinClassroom(tutor, 'Asha Rao');
    await expect.poll(async () => (await mockDb()).privateClasses.find((record) => record.ClassLink === code)?.Status).toBe('Live');
    await tutor.goto('/tutor-dashboard');

    // It is over 10 minutes after its end (the clocks stay within the hour of the ID tokens): no Rate, and the card
    // says why.
    await moveClocks(46 * 60_000, [tutor, student]);
    await student.goto('/student-dashboard');
    const card = student.getByRole('list', { name: 'Finished in the last two weeks' }).getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText('Only students who attended can review a class: you did not join this one.');
    await expect(card.getByRole('button', { name: `Rate this class: ${name}` })).toHaveCount(0);
    await card.getByRole('button', { name: `More actions for ${name}` }).click();
    await expect(student.getByRole('menuitem', { name: 'Message tutor' })).toBeVisible();
    await expect(student.getByRole('menuitem', { name: 'Rate this class' })).toHaveCount(0);
    await student.keyboard.press('Escape');
    expect(await axeViolations(student)).toEqual([]);
  } finally {
    await setMockClock(0);
  }
});

test('a student who attended rates the class on the Class ended screen, and the tutor page shows it; the tutor is offered the student to write to', async ({ tutor, student }) => {
  test.setTimeout(120_000);
  const name = `Ratios ${`${Date.now()}`.slice(-6)}`;
  try {
    const code = await boughtPrivateClass(tutor, student, { name, startsAt: minuteFromNow(20 * 60_000), durationMinutes: 15, price: 400, transactionFees: 20 });
    // Both in the room at the start; the tutor ends it for everyone.
    await moveClocks(20 * 60_000, [tutor, student]);
    await tutor.goto(`/private-class/${code}`);
    await joinClassroom(tutor, 'Asha Rao');
    await student.goto(`/private-class/${code}`);
    await joinClassroom(student, 'Ravi Kumar');
    await tutor.getByRole('button', { name: 'End class' }).click();
    await tutor.getByRole('button', { name: 'End for everyone' }).click();

    // The tutor: the dashboard, or a message to the student who booked it.
    await expect(tutor.getByRole('heading', { level: 2, name: 'Class ended' })).toBeFocused();
    await expect(tutor.getByRole('link', { name: 'Message Ravi Kumar' })).toHaveAttribute('href', `/messages/${DEMO.student.uid}`);
    await expect(tutor.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/tutor-dashboard');
    expect(await axeViolations(tutor)).toEqual([]);

    // The student: rate it here, book again, write to the tutor, or the dashboard.
    await expect(student.getByRole('heading', { level: 2, name: 'Class ended' })).toBeVisible();
    await expect(student.getByRole('link', { name: 'Book again with Asha Rao' })).toHaveAttribute('href', `/${DEMO.tutor.slug}`);
    await expect(student.getByRole('link', { name: 'Message Asha Rao' })).toHaveAttribute('href', `/messages/${DEMO.tutor.uid}`);
    await expect(student.getByText('How was it? Your rating helps other students choose a tutor.')).toBeVisible();
    expect(await axeViolations(student)).toEqual([]);
    await student.getByRole('button', { name: `Rate this class: ${name}` }).click();
    const form = student.getByRole('form', { name: `Your review of ${name}` });
    await form.getByRole('radio', { name: '5 stars' }).check();
    await form.getByLabel('Review (optional)').fill('Patient, and every step explained.');
    expect(await axeViolations(student)).toEqual([]);
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(student.getByText('Thank you: your review is on the tutor’s page.')).toBeFocused();
    await expect(student.getByRole('button', { name: `Edit review: ${name}` })).toBeVisible();

    await tutor.goto(`/${DEMO.tutor.slug}`);
    const onPage = tutor.getByRole('list', { name: 'Reviews' }).getByRole('listitem').filter({ hasText: name });
    await expect(onPage).toContainText('5 of 5 stars');
    await expect(onPage).toContainText('Patient, and every step explained.');
  } finally {
    await setMockClock(0);
  }
});
