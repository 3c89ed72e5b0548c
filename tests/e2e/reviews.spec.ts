// Issue 19, reviews: only a student who attended may review. The demo student pays for a class the tutor teaches but
// never joins it: once it is over, their card says why there is nothing to rate. (A student who attended reviews it in
// journeys.spec.ts, end to end with the tutor's answer.) Two browser contexts against the offline product.
import { expect, test } from './fixtures';
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
