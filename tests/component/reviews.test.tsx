// Reviews on screen (issue 19): the student rates a class they attended from its card (checked at entry), the tutor's
// public page shows the rating and the reviews, the tutor answers from the dashboard. Against the in-process backend.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ContainerProvider } from '../../src/ui/components/container-context';
import { TutorDashboard } from '../../src/ui/features/tutor/dashboard/tutor-dashboard';
import { actAs, buildTestContainer, changeStore, DEMO, store, testClock } from './backend';
import { renderApp } from './render-app';
import { WithToasts } from './toasts';


const GEOMETRY = DEMO.paidPrivateClass.code;

/** The video Uid the signalling server records a user's stints under (mock-server/handlers/classroom.mjs, videoUid). */
async function videoUidOf(userId: string): Promise<number> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(userId)));
  const n = new DataView(digest.buffer).getUint32(0);
  return n === 0 ? 1 : n;
}

/** The demo student was in Geometry's room; the clock is an hour after it ended. */
async function attendedGeometry(attended = true) {
  const container = await buildTestContainer();
  actAs(container, 'student');
  const record = store().privateClasses!.find((c) => c.ClassLink === GEOMETRY)!;
  const start = Date.parse(record.DateTime);
  const uids = { [DEMO.tutor.uid]: await videoUidOf(DEMO.tutor.uid), [DEMO.student.uid]: await videoUidOf(DEMO.student.uid) };
  changeStore((state) => {
    const stint = (uid: string, Role: string) => ({ id: `${uid}-t`, ClassCode: GEOMETRY, RoomKey: GEOMETRY, Uid: uids[uid], Role, JoinedAt: new Date(start).toISOString(), LeftAt: new Date(start + 50 * 60_000).toISOString() });
    state.attendance!.push(stint(DEMO.tutor.uid, 'Tutor'), ...(attended ? [stint(DEMO.student.uid, 'Student')] : []));
    state.privateClasses!.find((c) => c.ClassLink === GEOMETRY)!.Status = 'Completed';
  });
  testClock().set(new Date(start + 2 * 3_600_000).toISOString());
  return container;
}

describe('the student rates a class they attended', () => {
  it('from its card: stars are required, the comment checked at entry; once posted the card shows it, editable', async () => {
    renderApp(await attendedGeometry(), '/student-dashboard');
    const user = userEvent.setup();
    const card = within((await screen.findByRole('heading', { level: 3, name: 'Geometry Practice' })).closest('li')!);
    const more = card.getByRole('button', { name: 'More actions for Geometry Practice' });
    // Rate is in the card's menu; the form opened from it takes the focus, and Cancel gives it back to the menu's button.
    await user.click(more);
    await user.click(await screen.findByRole('menuitem', { name: 'Rate this class' }));
    await waitFor(() => expect(card.getByRole('radio', { name: '1 star' })).toHaveFocus());
    await user.click(card.getByRole('button', { name: 'Cancel' }));
    expect(card.queryByRole('form', { name: 'Your review of Geometry Practice' })).not.toBeInTheDocument();
    expect(more).toHaveFocus();
    await user.click(more);
    await user.click(await screen.findByRole('menuitem', { name: 'Rate this class' }));
    const form = within(card.getByRole('form', { name: 'Your review of Geometry Practice' }));
    await waitFor(() => expect(form.getByRole('radio', { name: '1 star' })).toHaveFocus());
    await user.type(form.getByLabelText(/Review \(optional\)/), 'x'.repeat(1001));
    await user.click(form.getByRole('button', { name: 'Post review' }));
    expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(form.getByText('Keep the review to 1,000 characters or fewer.')).toBeInTheDocument();
    // Focus is taken to the first thing to mend: the first star, which reads out the rating's message.
    await waitFor(() => expect(form.getByRole('radio', { name: '1 star' })).toHaveFocus());
    expect(form.getByRole('radio', { name: '1 star' })).toHaveAccessibleDescription('Choose a rating from 1 to 5 stars.');
    expect(store().reviews!.filter((r: { ClassCode: string }) => r.ClassCode === GEOMETRY)).toEqual([]);

    await user.click(form.getByRole('radio', { name: '4 stars' }));
    await user.click(form.getByRole('button', { name: 'Post review' }));
    expect(form.queryByText('Choose a rating from 1 to 5 stars.')).not.toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText(/Review \(optional\)/)).toHaveFocus());
    await user.clear(form.getByLabelText(/Review \(optional\)/));
    await user.type(form.getByLabelText(/Review \(optional\)/), '<b>Clear</b> and patient.');
    await user.click(form.getByRole('button', { name: 'Post review' }));
    expect(await card.findByText('Thank you: your review is on the tutor’s page.')).toHaveFocus();
    expect(await card.findByText('Your review: 4 of 5 stars: “<b>Clear</b> and patient.”')).toBeInTheDocument();
    await user.click(more);
    expect(await screen.findByRole('menuitem', { name: 'Edit review' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Rate this class' })).not.toBeInTheDocument();
    expect(store().reviews!.find((r: { ClassCode: string }) => r.ClassCode === GEOMETRY)).toMatchObject({ Rating: 4, Text: '<b>Clear</b> and patient.', StudentID: DEMO.student.uid });
  });

  it('a student who paid but never joined is told why there is no Rate', async () => {
    renderApp(await attendedGeometry(false), '/student-dashboard');
    const card = within((await screen.findByRole('heading', { level: 3, name: 'Geometry Practice' })).closest('li')!);
    expect(card.getByText('Only students who attended can review a class: you did not join this one.')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Rate this class: Geometry Practice' })).not.toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'More actions for Geometry Practice' }));
    expect(await screen.findByRole('menuitem', { name: 'Message tutor' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Rate this class' })).not.toBeInTheDocument();
  });
});

describe('the student rates a course they attended a session of', () => {
  it('from the course card’s menu: Rate this course opens the form with the focus; Cancel gives it back to the menu', async () => {
    const container = await buildTestContainer();
    actAs(container, 'student');
    const course = DEMO.paidCourse.code;
    const uid = await videoUidOf(DEMO.student.uid);
    changeStore((state) => {
      state.attendance!.push({ id: 'course-stint', ClassCode: course, RoomKey: course, Uid: uid, Role: 'Student', JoinedAt: '2026-04-30T09:00:00.000Z', LeftAt: '2026-04-30T10:00:00.000Z' });
    });
    testClock().set('2026-05-01T09:00:00Z');
    renderApp(container, '/student-course-class');
    const user = userEvent.setup();
    const card = within((await screen.findByRole('heading', { level: 3, name: 'Calculus Foundations' })).closest('li')!);
    expect(card.queryByRole('button', { name: /^Rate this course/ })).not.toBeInTheDocument();
    const more = card.getByRole('button', { name: 'More actions for Calculus Foundations' });
    await user.click(more);
    await user.click(await screen.findByRole('menuitem', { name: 'Rate this course' }));
    const form = within(card.getByRole('form', { name: 'Your review of Calculus Foundations' }));
    await waitFor(() => expect(form.getByRole('radio', { name: '1 star' })).toHaveFocus());
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(card.queryByRole('form', { name: 'Your review of Calculus Foundations' })).not.toBeInTheDocument();
    expect(more).toHaveFocus();
    expect(store().reviews!.filter((r: { ClassCode: string }) => r.ClassCode === course)).toEqual([]);
  });
});

describe('the tutor’s page and dashboard', () => {
  it('the public page states the rating with the facts and lists the reviews as text', async () => {
    renderApp(await buildTestContainer(), '/demo-tutor');
    expect(await screen.findByRole('link', { name: 'Rated 5.0 out of 5 from 1 review' })).toHaveAttribute('href', '#reviews-title');
    const reviews = within(await screen.findByRole('list', { name: 'Reviews' }));
    expect(reviews.getByText(/^5 of 5 stars$/)).toBeInTheDocument();
    expect(reviews.getByText(/Priya S\. · Fractions Refresher/)).toBeInTheDocument();
    expect(reviews.getByText('Asha explains every step and checks that I follow. The practice sheets were just right.')).toBeInTheDocument();
  });

  it('the public page shows five reviews, then five more at a time under them, each once, until all are shown', async () => {
    const container = await buildTestContainer();
    changeStore((state) => {
      const seeded = state.reviews![0] as Record<string, unknown>;
      for (let i = 2; i <= 12; i += 1) {
        state.reviews!.push({ ...seeded, id: i, ReviewID: i, StudentID: `student-extra-${i}`, Text: `Review number ${i}.`, CreatedAt: new Date(Date.parse(String(seeded.CreatedAt)) + i * 60_000).toISOString() });
      }
    });
    renderApp(container, '/demo-tutor');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Review number 12.');
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText('Showing 10 of 12 reviews.')).toBeInTheDocument();
    const texts = () => within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem').map((li) => li.querySelector('.review-text')?.textContent);
    expect(texts().slice(0, 6)).toEqual(['Review number 12.', 'Review number 11.', 'Review number 10.', 'Review number 9.', 'Review number 8.', 'Review number 7.']);
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText('Showing 12 of 12 reviews.')).toBeInTheDocument();
    expect(new Set(texts()).size).toBe(12);
    expect(texts().at(-1)).toBe('Asha explains every step and checks that I follow. The practice sheets were just right.');
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('the tutor answers a review once from the dashboard; the answer is checked at entry', async () => {
    const container = await buildTestContainer();
    actAs(container, 'tutor');
    render(
      <ContainerProvider container={container}>
        <MemoryRouter>
          <WithToasts>
            <TutorDashboard />
          </WithToasts>
        </MemoryRouter>
      </ContainerProvider>,
    );
    const user = userEvent.setup();
    const panel = within(await screen.findByRole('region', { name: 'Reviews of your classes' }));
    expect(await panel.findByText('Rated 5.0 out of 5 from 1 review')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Answer Priya S.’s review' }));
    const form = within(panel.getByRole('form', { name: 'Your answer to Priya S.' }));
    await waitFor(() => expect(form.getByLabelText(/Your answer/)).toHaveFocus());
    await user.click(form.getByRole('button', { name: 'Post answer' }));
    expect(form.getByText('Write your answer.')).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText(/Your answer/)).toHaveFocus());
    expect(form.getByLabelText(/Your answer/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(form.getByLabelText(/Your answer/), 'Thank you, Priya!');
    await user.click(form.getByRole('button', { name: 'Post answer' }));
    expect(await panel.findByText('Your answer is on your public page.')).toHaveFocus();
    expect(await panel.findByText('Answer from you: “Thank you, Priya!”')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Answer Priya S.’s review' })).not.toBeInTheDocument();
    expect(store().reviews![0]!.Reply).toMatchObject({ Text: 'Thank you, Priya!' });
  });
});
