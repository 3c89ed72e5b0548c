import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FakeAuthGateway } from '../../src/adapters/fakes/fake-auth-gateway';
import { BackendError } from '../../src/domain/backend-error';
import { SESSION_STORAGE_KEYS } from '../../src/domain/constants';
import { CHECKOUT_STORE } from '../../src/ports/checkout-store';
import { AUTH_GATEWAY } from '../../src/ports/auth-gateway';
import { TUTOR_DIRECTORY_API } from '../../src/ports/tutor-directory-api';
import { actAs, changeStore, DEMO, storedBeforeDatesWereChecked } from './backend';
import { SESSION_SERVICE } from '../../src/application/tokens';
import { SESSION_STORE } from '../../src/ports/key-value-store';
import { buildTestContainer, renderApp } from './render-app';
import { tutorProfileKey } from '../../src/ui/features/tutor-page/tutor-profile-request';

async function signedIn() {
  const container = await buildTestContainer();
  container.get<FakeAuthGateway>(AUTH_GATEWAY).setSession({ status: 'signed-in', user: { uid: 'student-uid', email: 'student@demo.test' } });
  return container;
}

describe('tutor public pages', () => {
  it('the route starts the profile request with the page’s chunk, and the page takes it: one request per visit', async () => {
    const container = await buildTestContainer();
    const directory = container.get(TUTOR_DIRECTORY_API);
    const original = directory.getPublicProfile.bind(directory);
    // Whether the page was on screen when the request was made (without the route's loader, the page makes it).
    const pageShownAtRequest: boolean[] = [];
    const asked = vi.spyOn(directory, 'getPublicProfile').mockImplementation((...args) => {
      pageShownAtRequest.push(document.querySelector('section.page') !== null);
      return original(...args);
    });
    const { router } = renderApp(container, '/demo-tutor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(asked).toHaveBeenCalledWith('demo-tutor', { includeCourses: false });
    expect(pageShownAtRequest).toEqual([false]);
    await router.navigate('/course/demo-tutor');
    expect(await screen.findByRole('heading', { name: 'Group courses' })).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(2);
    expect(asked).toHaveBeenLastCalledWith('demo-tutor', { includeCourses: true });
  });

  it('a page the server rendered with its answer draws it with no request; the courses page asks the backend', async () => {
    const container = await buildTestContainer();
    const directory = container.get(TUTOR_DIRECTORY_API);
    const profile = await directory.getPublicProfile('demo-tutor', { includeCourses: false });
    const asked = vi.spyOn(directory, 'getPublicProfile');
    const renamed = { ...profile, Tutor: { ...profile.Tutor, FirstName: 'Rendered' } };
    const { router } = renderApp(container, '/demo-tutor', { seeds: { [tutorProfileKey('demo-tutor', false)]: { value: renamed, at: Date.now() } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rendered Rao' })).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
    await router.navigate('/course/demo-tutor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('/{slug} shows the profile, topics and the upcoming private classes, and no courses', async () => {
    renderApp(await buildTestContainer(), '/demo-tutor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByText('Mathematics, English')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Algebra Basics' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Group courses' })).not.toBeInTheDocument();
  });

  it('/{slug} leaves out a class the app cannot read (stored before dates were checked): the page, the other classes and a note show', async () => {
    storedBeforeDatesWereChecked('GetTutorPublicProfile', (data) => data.UpcomingPrivateClasses as Record<string, unknown>[], 0);
    renderApp(await buildTestContainer(), '/demo-tutor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('1 item could not be shown.');
    expect(screen.queryByRole('button', { name: 'Book Algebra Basics' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Book / }).length).toBeGreaterThan(0);
  });

  it('/{slug} shows the tutor’s photo, rate, languages and cancellation rule, what students choose by', async () => {
    changeStore((state) => {
      Object.assign(state.users.find((user) => user.UserID === DEMO.tutor.uid)!, {
        PhotoURL: 'https://files.demo.test/ProfilePhoto/asha.webp',
        HourlyRate: 700,
        CurrencyType: 'INR',
        Languages: ['en', 'hi'],
        CancellationNoticeHours: 48,
      });
    });
    renderApp(await buildTestContainer(), '/demo-tutor');
    expect(await screen.findByRole('img', { name: 'Photo of Asha Rao' })).toHaveAttribute('src', 'https://files.demo.test/ProfilePhoto/asha.webp');
    expect(screen.getByText(/₹700/)).toBeInTheDocument();
    expect(screen.getByText('English, Hindi')).toBeInTheDocument();
    // The cancellation rule before anyone books: the tutor's own notice period.
    expect(screen.getByText("Free up to 48 hours before a class; the tutor's cancellation is always refunded in full")).toBeInTheDocument();
  });

  it('names every language, also one outside the profile form’s list (no bare code like "ta")', async () => {
    changeStore((state) => {
      Object.assign(state.users.find((user) => user.UserID === DEMO.tutor.uid)!, { Languages: ['hi', 'ta', 'en', 'ml'] });
    });
    renderApp(await buildTestContainer(), '/demo-tutor');
    expect(await screen.findByText('Hindi, Tamil, English, Malayalam')).toBeInTheDocument();
  });

  it('offers "New here? Sign up as a student" to a visitor, not to a signed-in student', async () => {
    renderApp(await buildTestContainer(), '/demo-tutor');
    expect(await screen.findByRole('link', { name: 'New here? Sign up as a student with this tutor' })).toHaveAttribute('href', '/student-signup/demo-tutor');
    cleanup();

    const container = await buildTestContainer();
    actAs(container, 'student');
    container.get(SESSION_SERVICE).start();
    renderApp(container, '/demo-tutor');
    expect(await screen.findByRole('button', { name: 'Book Algebra Basics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message Asha' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign up/ })).not.toBeInTheDocument();
  });

  it('/course/{slug}: a course with no session yet offers no Enrol and says when it will', async () => {
    changeStore((state) => {
      state.sessions = state.sessions.filter((session) => session.ClassID !== DEMO.course.classId);
    });
    renderApp(await buildTestContainer(), '/course/demo-tutor');
    const card = within((await screen.findByRole('heading', { level: 3, name: 'Spoken English' })).closest('li')!);
    expect(card.getByText('Sessions to be announced: you can enrol once the tutor schedules them.')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Enrol/ })).not.toBeInTheDocument();
    // The other courses, with sessions ahead, still take enrolments.
    expect(screen.getByRole('button', { name: 'Enrol in Creative Writing Workshop' })).toBeInTheDocument();
  });

  it('/course/{slug}: a student sees the courses they paid for as Enrolled, with the way to them', async () => {
    const container = await buildTestContainer();
    actAs(container, 'student');
    container.get(SESSION_SERVICE).start();
    renderApp(container, '/course/demo-tutor');
    const paid = within((await screen.findByRole('heading', { level: 3, name: 'Calculus Foundations' })).closest('li')!);
    expect(await paid.findByText('Enrolled')).toBeInTheDocument();
    expect(paid.getByRole('link', { name: 'Go to Calculus Foundations' })).toHaveAttribute('href', `/student-course-class/${DEMO.paidCourse.code}`);
    expect(paid.queryByRole('button', { name: /Enrol/ })).not.toBeInTheDocument();
    // Booked but not paid: Enrol stays, it leads on to the checkout.
    expect(screen.getByRole('button', { name: 'Enrol in Spoken English' })).toBeInTheDocument();
  });

  it('Book stores the spec §3 PrivateClass and goes to its checkout', async () => {
    const container = await signedIn();
    const { router } = renderApp(container, '/demo-tutor');
    await userEvent.click(await screen.findByRole('button', { name: 'Book Algebra Basics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/private-class-checkout/PCdemo0000000001'));
    const session = container.get(SESSION_STORE);
    // The complete record (spec §3's fields among them), which the checkout then uses without asking the backend.
    const stored = (await container.get(CHECKOUT_STORE).read('private-class', 'PCdemo0000000001'))?.record;
    expect(stored).toMatchObject({ ClassName: 'Algebra Basics', Duration: 60, Price: 500, TransactionFees: 25, CurrencyType: 'INR', ClassLink: 'PCdemo0000000001' });
    expect(session.get(SESSION_STORAGE_KEYS.SELECTED_TUTOR)).toBe('demo-tutor');
  });

  it('/course/{slug} lists courses with their session schedules; Enrol stores the GroupCourse', async () => {
    const container = await signedIn();
    const { router } = renderApp(container, '/course/demo-tutor');
    const schedule = await screen.findByRole('list', { name: 'Spoken English: 4 sessions' });
    expect(within(schedule).getAllByRole('listitem')).toHaveLength(4);
    expect(within(schedule).getAllByRole('listitem')[0]).toHaveTextContent(/^Session 1: Introductions and small talk: /);
    await userEvent.click(screen.getByRole('button', { name: 'Enrol in Spoken English' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course-class-checkout/GCdemo0000000001'));
    const stored = (await container.get(CHECKOUT_STORE).read('group-course', 'GCdemo0000000001'))?.record;
    expect(stored).toMatchObject({ CourseName: 'Spoken English', Price: 2000, TransactionFees: 100, CurrencyType: 'INR', ClassLink: 'GCdemo0000000001' });
  });

  it('a signed-out visitor who books is asked to sign in and keeps the checkout as the destination', async () => {
    const { router } = renderApp(await buildTestContainer(), '/demo-tutor');
    await userEvent.click(await screen.findByRole('button', { name: 'Book Algebra Basics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ from: '/private-class-checkout/PCdemo0000000001' });
  });

  it('an unknown slug is a clear not-found page', async () => {
    renderApp(await buildTestContainer(), '/no-such-tutor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tutor not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a tutor' })).toHaveAttribute('href', '/#landing-search');
  });

  it('says when nothing is open, and retries after an error', async () => {
    const container = await buildTestContainer();
    changeStore((state) => {
      state.privateClasses = state.privateClasses!.filter((record) => record.TutorID !== DEMO.tutor.uid);
      state.courses = state.courses!.filter((record) => record.TutorID !== DEMO.tutor.uid);
    });
    vi.spyOn(container.get(TUTOR_DIRECTORY_API), 'getPublicProfile').mockRejectedValueOnce(new BackendError('server', 'boom'));
    renderApp(container, '/course/demo-tutor');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No private class is open for booking right now.')).toBeInTheDocument();
    expect(screen.getByText('No group course is open right now.')).toBeInTheDocument();
  });
});
