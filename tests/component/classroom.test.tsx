import { createHash } from 'node:crypto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import type { FakeVideoCall } from '../../src/adapters/fakes/fake-video-call';
import { BackendError } from '../../src/domain/backend-error';
import { CLASS_LIFECYCLE } from '../../src/ports/class-lifecycle';
import { LOCAL_STORE } from '../../src/ports/key-value-store';
import { VIDEO_CALL } from '../../src/ports/video-call';
import { OFFLINE_APP_ID } from '../../mock-server/classroom/index.mjs';
import { actAs, buildTestContainer, changeStore, DEMO, store } from './backend';
import { renderApp } from './render-app';
import { tutorProfile } from '../support/profiles';
import { dated } from './dated';

const CODE = DEMO.instantClass.code;
/** The demo tutor, signed in (the tutor of every demo class, and the one who started the instant class). */
const asTutor = (c: Container) => actAs(c, 'tutor');
/** The mock's video uid of a signed-in user (mock-server/handlers/classroom.mjs videoUid): the caller's, never the page's. */
const videoUidOf = (userId: string) => createHash('sha256').update(userId).digest().readUInt32BE(0) || 1;
/** The demo student, signed in as a student. */
const signedInStudent = (c: Container) => {
  actAs(c, 'student');
  c.get(LOCAL_STORE).set('ROLE', '2');
};
const instantClass = () => store().instantClasses!.find((record) => record.ClassCode === CODE)!;

async function setup(path: string, prepare?: (c: Container) => void) {
  const container = await buildTestContainer();
  prepare?.(container);
  const call = container.get<FakeVideoCall>(VIDEO_CALL);
  const lifecycle = container.get(CLASS_LIFECYCLE);
  // Spies that call through: the requests the page makes, answered by the mock's classroom functions.
  const requestToken = vi.spyOn(lifecycle, 'requestToken');
  const endClass = vi.spyOn(lifecycle, 'endClass');
  const user = userEvent.setup();
  const view = renderApp(container, path);
  return { ...view, container, call, lifecycle, requestToken, endClass, user };
}

async function joinWithName(user: ReturnType<typeof userEvent.setup>, name: string) {
  const join = await screen.findByRole('button', { name: 'Join' });
  await waitFor(() => expect(join).toBeEnabled());
  await user.clear(screen.getByLabelText('Your name'));
  await user.type(screen.getByLabelText('Your name'), name);
  await user.click(join);
}

const remote = { uid: 77, displayName: 'Sam Student', role: 2 as const, audioMuted: false, videoOff: false, screenSharing: false };

describe('the classroom screen', () => {
  it('checks devices, joins the host with a fresh token, and shows who joins, mutes and leaves', async () => {
    const { call, requestToken, user } = await setup(`/instant-classroom/${CODE}/1`, asTutor);
    // Headed with the class's own name, as the server gives it with the pass.
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick doubt-clearing session' })).toBeInTheDocument();
    expect(await screen.findByText('You join as Host.')).toBeInTheDocument();
    const camera = await screen.findByRole('combobox', { name: 'Camera' });
    await waitFor(() => expect(camera).toHaveValue('cam-1'));
    await user.selectOptions(camera, 'cam-2');
    expect(call.calls).toContain('switch:camera:cam-2');

    await joinWithName(user, '  Tara   Tutor ');
    await screen.findByRole('toolbar', { name: 'Call controls' });
    // A pass asked for on arrival (reused for the join while it has 5 minutes left, else asked again); the uid is the
    // one the server gave it for, never one the page made up.
    expect(requestToken.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(new Set(requestToken.mock.calls.map(([request]) => JSON.stringify(request)))).toEqual(new Set([JSON.stringify({ channel: CODE, role: 1 })]));
    const issued = await requestToken.mock.results.at(-1)!.value;
    expect(call.joined).toMatchObject({ channel: CODE, role: 1, displayName: 'Tara Tutor', region: 'ap', appId: OFFLINE_APP_ID, token: issued.token });
    expect(call.joined?.uid).toBe(issued.uid);
    expect(call.joined?.uid).toBe(videoUidOf(DEMO.tutor.uid));
    expect(screen.getByRole('listitem', { name: 'Tara Tutor (You)' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for others to join…')).toBeInTheDocument();

    act(() => call.emit({ type: 'connection-state', state: 'connected' }));
    act(() => call.emit({ type: 'participant-joined', participant: remote }));
    const tile = screen.getByRole('listitem', { name: 'Sam Student' });
    expect(within(tile).getByText('Participant')).toBeInTheDocument();
    expect(call.rendered.has(77)).toBe(true);
    act(() => call.emit({ type: 'participant-muted', uid: 77, kind: 'audio', muted: true }));
    expect(within(tile).getByText('Muted')).toBeInTheDocument();
    act(() => call.emit({ type: 'participant-unpublished', uid: 77, kind: 'video' }));
    expect(within(tile).getByText('Camera off')).toBeInTheDocument();
    act(() => call.emit({ type: 'participant-left', uid: 77 }));
    expect(screen.queryByRole('listitem', { name: 'Sam Student' })).not.toBeInTheDocument();
  });

  it('says so while it reconnects and when it is back', async () => {
    const { call, user } = await setup(`/instant-classroom/${CODE}/2`);
    await joinWithName(user, 'Sam');
    await screen.findByRole('toolbar', { name: 'Call controls' });
    act(() => call.emit({ type: 'connection-state', state: 'connected' }));
    expect(screen.getByRole('status')).toHaveTextContent('Connected');
    act(() => call.emit({ type: 'connection-state', state: 'reconnecting' }));
    expect(screen.getByRole('status')).toHaveTextContent('Connection lost. Reconnecting…');
    act(() => call.emit({ type: 'connection-state', state: 'connected' }));
    expect(screen.getByRole('status')).toHaveTextContent('Reconnected.');
    act(() => call.emit({ type: 'network-quality', quality: 'poor' }));
    expect(screen.getByText('Network: poor')).toBeInTheDocument();
  });

  it('mutes, stops the camera and shares the screen through the port, with pressed states', async () => {
    const { call, user } = await setup(`/instant-classroom/${CODE}/2`);
    await joinWithName(user, 'Sam');
    await user.click(await screen.findByRole('button', { name: 'Mute' }));
    expect(call.muted.audio).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('listitem', { name: 'Sam (You)' })).getByText('Muted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop camera' }));
    expect(call.published.video).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Start camera' }));
    expect(call.published.video).toBe(true);
    call.screenResult = { ok: false, code: 'cancelled' };
    await user.click(screen.getByRole('button', { name: 'Share screen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Screen sharing was cancelled.');
    call.screenResult = { ok: true, value: undefined };
    await user.click(screen.getByRole('button', { name: 'Share screen' }));
    expect(screen.getByRole('button', { name: 'Stop sharing' })).toHaveAttribute('aria-pressed', 'true');
    // A participant has no 'End class'.
    expect(screen.queryByRole('button', { name: 'End class' })).not.toBeInTheDocument();
  });

  it('lets the host end the class for everyone after confirming', async () => {
    const { call, endClass, user } = await setup(`/tutor-instant-class/${CODE}`, asTutor);
    await joinWithName(user, 'Tara');
    await user.click(await screen.findByRole('button', { name: 'End class' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(endClass).not.toHaveBeenCalled();
    expect(instantClass().Status).toBe('Live');
    await user.click(screen.getByRole('button', { name: 'End class' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'End for everyone' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'End for everyone' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Class ended' })).toHaveFocus();
    // The host is told what they did, not that "the host" did it.
    expect(screen.getByText('You ended this class for everyone.')).toBeInTheDocument();
    expect(screen.queryByText(/The host ended this class/)).not.toBeInTheDocument();
    expect(endClass).toHaveBeenCalledExactlyOnceWith(CODE);
    expect(instantClass()).toMatchObject({ Status: 'Ended', EndedAt: expect.any(String) });
    expect(call.calls).toContain('leave');
  });

  it('keeps the host in the call with a message when ending fails', async () => {
    const { endClass, user } = await setup(`/tutor-instant-class/${CODE}`, asTutor);
    // The end is retried on 5xx (idempotent), so the connection is what fails here.
    endClass.mockRejectedValueOnce(new BackendError('network', 'down'));
    await joinWithName(user, 'Tara');
    await user.click(await screen.findByRole('button', { name: 'End class' }));
    await user.click(screen.getByRole('button', { name: 'End for everyone' }));
    expect(await screen.findByText('The class could not be ended. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End class' })).toBeInTheDocument();
    expect(instantClass().Status).toBe('Live');
  });

  it("shows 'Class ended' to a participant when the host ends it, and leaves", async () => {
    const { call, user } = await setup(`/instant-classroom/${CODE}/2`);
    await joinWithName(user, 'Sam');
    await screen.findByRole('toolbar', { name: 'Call controls' });
    act(() => call.emit({ type: 'class-ended', endedAt: '2026-02-20T10:05:00Z' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Class ended' })).toBeInTheDocument();
    expect(screen.getByText('The host ended this class. Thank you for taking part.')).toBeInTheDocument();
    expect(call.calls).toContain('leave');
    // Signed out (an instant class's participant link needs no account): the way home.
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it("'Class ended' for a student who attended: rate it there, message the tutor, book again, or the dashboard", async () => {
    const paid = DEMO.paidPrivateClass.code;
    // The paid class started 10 minutes ago (the test clock is 2026-05-01T09:00Z).
    changeStore((state) => Object.assign(state.privateClasses!.find((record) => record.ClassLink === paid)!, { DateTime: '2026-05-01T08:50:00Z', Duration: 60 }));
    const { call, user } = await setup(`/private-class/${paid}`, signedInStudent);
    await joinWithName(user, 'Ravi');
    await screen.findByRole('toolbar', { name: 'Call controls' });
    // The host ends it: the student was in the room, and the class is over.
    changeStore((state) => {
      state.attendance!.push({ id: 'ravi-stint', ClassCode: paid, RoomKey: paid, Uid: videoUidOf(DEMO.student.uid), Role: 'Student', JoinedAt: '2026-05-01T08:55:00.000Z', LeftAt: '2026-05-01T09:00:00.000Z' });
      state.privateClasses!.find((record) => record.ClassLink === paid)!.Status = 'Completed';
    });
    act(() => call.emit({ type: 'class-ended', endedAt: '2026-05-01T09:00:00Z' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Class ended' })).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'Book again with Asha Rao' })).toHaveAttribute('href', `/${DEMO.tutor.slug}`);
    expect(screen.getByRole('link', { name: 'Message Asha Rao' })).toHaveAttribute('href', `/messages/${DEMO.tutor.uid}`);
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/student-dashboard');
    expect(screen.getByText('How was it? Your rating helps other students choose a tutor.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rate this class: Geometry Practice' }));
    const form = within(screen.getByRole('form', { name: 'Your review of Geometry Practice' }));
    await user.click(form.getByRole('radio', { name: '5 stars' }));
    await user.click(form.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Thank you: your review is on the tutor’s page.')).toHaveFocus();
    expect(store().reviews!.find((review: { ClassCode: string }) => review.ClassCode === paid)).toMatchObject({ Rating: 5, StudentID: DEMO.student.uid });
    // Read again: the review is the student's now, to edit, not to post again.
    expect(await screen.findByRole('button', { name: 'Edit review: Geometry Practice' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate this class: Geometry Practice' })).not.toBeInTheDocument();
    expect(screen.getByText('Thank you: your review is on the tutor’s page.')).toBeInTheDocument();
    expect(screen.queryByText('How was it? Your rating helps other students choose a tutor.')).not.toBeInTheDocument();
  });

  it("'Class ended' of an instant class for a signed-in student: find a tutor or the dashboard, nothing to rate", async () => {
    changeStore((state) => {
      Object.assign(state.instantClasses!.find((record) => record.ClassCode === CODE)!, { Status: 'Ended', EndedAt: '2026-05-01T08:55:00.000Z' });
    });
    await setup(`/instant-classroom/${CODE}/2`, signedInStudent);
    expect(await screen.findByRole('heading', { level: 2, name: 'Class ended' })).toBeInTheDocument();
    // An instant class is no booking: find a tutor, or the dashboard.
    expect(await screen.findByRole('link', { name: 'Find a tutor' })).toHaveAttribute('href', '/tutor-search');
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/student-dashboard');
    expect(screen.queryByRole('button', { name: /^Rate this/ })).not.toBeInTheDocument();
  });

  it("'Class ended' for the tutor: the dashboard, and a message to the student who booked it", async () => {
    const paid = DEMO.paidPrivateClass.code;
    changeStore((state) => Object.assign(state.privateClasses!.find((record) => record.ClassLink === paid)!, { DateTime: '2026-05-01T08:50:00Z', Duration: 60 }));
    const { user } = await setup(`/classroom/${paid}`, (c) => {
      asTutor(c);
      c.get(LOCAL_STORE).set('ROLE', '1');
    });
    await joinWithName(user, 'Asha');
    await user.click(await screen.findByRole('button', { name: 'End class' }));
    await user.click(screen.getByRole('button', { name: 'End for everyone' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Class ended' })).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'Message Ravi Kumar' })).toHaveAttribute('href', `/messages/${DEMO.student.uid}`);
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/tutor-dashboard');
    expect(screen.queryByRole('link', { name: /^Book again/ })).not.toBeInTheDocument();
  });

  it('leaves, and can join again', async () => {
    const { call, user } = await setup(`/instant-classroom/${CODE}/2`);
    await joinWithName(user, 'Sam');
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'You left the class' })).toBeInTheDocument();
    expect(call.calls).toContain('leave');
    await user.click(screen.getByRole('button', { name: 'Join again' }));
    expect(await screen.findByRole('button', { name: 'Join' })).toBeInTheDocument();
  });

  it('explains a blocked camera and microphone, retries, and still allows joining', async () => {
    const { call, user } = await setup(`/instant-classroom/${CODE}/2`, (c) => {
      c.get<FakeVideoCall>(VIDEO_CALL).mediaResult = { ok: false, code: 'permission-denied', device: 'both' };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The browser blocked the camera and microphone.');
    call.mediaResult = { ok: true, value: { camera: 'cam-1', microphone: 'mic-1' } };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(call.calls.filter((c) => c.startsWith('open'))).toHaveLength(2);
  });

  it('says when there is no device of a kind', async () => {
    await setup(`/instant-classroom/${CODE}/2`, (c) => {
      const call = c.get<FakeVideoCall>(VIDEO_CALL);
      call.mediaResult = { ok: false, code: 'no-device', device: 'camera' };
      call.devices = [{ kind: 'microphone', deviceId: 'mic-1', label: 'Mic' }];
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Camera: No camera or microphone was found.');
    expect(screen.getByRole('combobox', { name: 'Camera' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'No camera found' })).toBeInTheDocument();
  });

  it('asks for a name before joining and joins nothing without one', async () => {
    const { call, requestToken, user } = await setup(`/instant-classroom/${CODE}/2`);
    const join = await screen.findByRole('button', { name: 'Join' });
    await waitFor(() => expect(join).toBeEnabled());
    await user.click(join);
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveFocus());
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(requestToken).toHaveBeenCalledTimes(1);
    expect(call.calls).not.toContain('join');
  });

  it('shows a clear message when the backend knows no class with the code', async () => {
    // The mock answers 404 without a refusal reason: the page still shows the camera check, and says so on joining.
    const { call, requestToken, user } = await setup('/instant-classroom/ICnone0000000000/2');
    await joinWithName(user, 'Sam');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no class with this code.');
    expect(requestToken).toHaveBeenCalledTimes(2);
    expect(call.calls).not.toContain('join');
  });

  // Failures the mock does not give for this class (every 403 of its carries a reason; a network failure): spied.
  it.each([
    [new BackendError('forbidden', 'No', [], 403), 'You cannot join this class.'],
    [new BackendError('network', 'down'), 'The class service cannot be reached.'],
  ])('shows a clear message when the token request fails (%s)', async (failure, message) => {
    const { call, user } = await setup(`/instant-classroom/${CODE}/2`, (c) => {
      vi.spyOn(c.get(CLASS_LIFECYCLE), 'requestToken').mockRejectedValue(failure);
    });
    await joinWithName(user, 'Sam');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(call.calls).not.toContain('join');
  });

  it('offers Sign in again, keeping the way back, instead of a Join that cannot work when the sign-in has expired', async () => {
    const { call, router, user } = await setup(`/private-class/${CODE}`, (c) => {
      signedInStudent(c);
      vi.spyOn(c.get(CLASS_LIFECYCLE), 'requestToken').mockRejectedValue(new BackendError('unauthorised', 'Sign in again', [], 401));
    });
    // Said on arrival, before the camera check is done with.
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in again to join this class.');
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: `/private-class/${CODE}` });
    expect(call.calls).not.toContain('join');
  });

  it('shows why the video service refused the join', async () => {
    await setup(`/instant-classroom/${CODE}/2`, (c) => {
      c.get<FakeVideoCall>(VIDEO_CALL).joinResult = { ok: false, code: 'network' };
    });
    await joinWithName(userEvent.setup(), 'Sam');
    expect(await screen.findByRole('alert')).toHaveTextContent('The video service cannot be reached.');
  });
});

describe('who may enter, said before the camera check', () => {
  it('shows a student who opens the host entry of an instant class the participant link instead', async () => {
    const { call, user, router } = await setup(`/tutor-instant-class/${CODE}`, (c) => actAs(c, 'student'));
    expect(await screen.findByRole('heading', { level: 2, name: 'You cannot join this class now' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Only the tutor who started this class can host it, signed in. To take part, use the participant link.');
    // The participant link is not printed: a button copies it, and says so.
    expect(screen.getByRole('main')).not.toHaveTextContent(`/instant-classroom/${CODE}`);
    expect(screen.getByText('Anyone with the participant link can take part in this class: copy it to send it to them.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy the participant link' }));
    expect(await navigator.clipboard.readText()).toBe(`http://localhost:3000/instant-classroom/${CODE}/2`);
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(call.calls.some((c) => c.startsWith('open'))).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Join as a participant' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/instant-classroom/${CODE}/2`));
    expect(await screen.findByText('You join as Participant.')).toBeInTheDocument();
  });

  it('says a class is over on arrival: an instant class the tutor ended', async () => {
    changeStore((state) => {
      Object.assign(state.instantClasses!.find((record) => record.ClassCode === CODE)!, { Status: 'Ended', EndedAt: '2026-05-01T08:55:00.000Z' });
    });
    const { requestToken } = await setup(`/instant-classroom/${CODE}/2`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Class ended' })).toBeInTheDocument();
    await expect(requestToken.mock.results[0]!.value).rejects.toMatchObject({ refusal: { code: 'class-ended' } });
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('says a class is over on arrival: a paid class the tutor cancelled', async () => {
    changeStore((state) => {
      state.privateClasses!.find((record) => record.ClassLink === DEMO.paidPrivateClass.code)!.Status = 'Cancelled';
    });
    const { requestToken } = await setup(`/private-class/${DEMO.paidPrivateClass.code}`, signedInStudent);
    expect(await screen.findByRole('heading', { level: 2, name: 'You cannot join this class now' })).toBeInTheDocument();
    await expect(requestToken.mock.results[0]!.value).rejects.toMatchObject({ refusal: { code: 'class-cancelled' } });
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('offers an unpaid student the way to pay', async () => {
    await setup(`/private-class/${DEMO.privateClass.code}`, signedInStudent);
    expect(await screen.findByRole('alert')).toHaveTextContent('You have not paid for this class yet.');
    expect(screen.getByRole('link', { name: 'Pay to join' })).toHaveAttribute('href', `/private-class-checkout/${DEMO.privateClass.code}`);
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/student-dashboard');
  });

  it('tells a paid student when the room opens, in their time zone', async () => {
    await setup(`/private-class/${DEMO.paidPrivateClass.code}`, signedInStudent);
    expect(await screen.findByRole('alert')).toHaveTextContent('This class has not opened yet.');
    expect(screen.getByText(dated(/^The room opens at .+, 10 minutes before the start\.$/))).toBeInTheDocument();
  });
});

describe('classroom links', () => {
  it.each(['0', '3', 'host'])('refuses roleId %s with a clear error page', async (roleId) => {
    const { call } = await setup(`/instant-classroom/${CODE}/${roleId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This class link is not valid' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('unknown classroom role');
    expect(call.calls).toHaveLength(0);
  });

  it('refuses a malformed class code', async () => {
    await setup('/tutor-instant-class/not-a-code');
    expect(await screen.findByRole('alert')).toHaveTextContent('The class code in the link must be 16 letters or digits.');
  });

  it('makes a signed-in tutor the host of /classroom/{code}, with their name prefilled', async () => {
    await setup(`/classroom/${CODE}`, (c) => {
      asTutor(c);
      c.get(LOCAL_STORE).set('ROLE', '1');
    });
    expect(await screen.findByText('You join as Host.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('tutor');
  });

  it('prefills the name from the stored profile, the name others in the class know', async () => {
    await setup(`/classroom/${CODE}`, (c) => {
      asTutor(c);
      c.get(LOCAL_STORE).set('ROLE', '1');
      c.get(LOCAL_STORE).set('USER_PROFILE', JSON.stringify(tutorProfile));
    });
    expect(await screen.findByText('You join as Host.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('Asha Rao');
  });

  it('makes a signed-in student a participant of /private-class/{code}', async () => {
    await setup(`/private-class/${CODE}`, signedInStudent);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick doubt-clearing session' })).toBeInTheDocument();
    expect(await screen.findByText('You join as Participant.')).toBeInTheDocument();
  });

  it('/class-room checks the code and goes to the instant classroom with the chosen role', async () => {
    const { user, router } = await setup('/class-room');
    await user.type(await screen.findByLabelText('Class code'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Go to the class' }));
    expect(await screen.findByText('The class code must be 16 letters or digits.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Class code')).toHaveFocus());
    expect(screen.getByLabelText('Class code')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/class-room');
    await user.clear(screen.getByLabelText('Class code'));
    await user.type(screen.getByLabelText('Class code'), CODE);
    await user.click(screen.getByLabelText('Tutor (host)'));
    await user.click(screen.getByRole('button', { name: 'Go to the class' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/instant-classroom/${CODE}/1`));
  });
});

describe('the call in full focus', () => {
  it('leaves out the site header and menu: the class name, the time left and Leave head the call; the chat closes, counts what came meanwhile, and opens again', async () => {
    // The paid class started 10 minutes ago and lasts 60 (the test clock is 2026-05-01T09:00Z): 50 minutes left.
    changeStore((state) => {
      const paid = state.privateClasses!.find((record) => record.ClassLink === DEMO.paidPrivateClass.code)!;
      paid.DateTime = '2026-05-01T08:50:00Z';
      paid.Duration = 60;
    });
    const { call, user } = await setup(`/private-class/${DEMO.paidPrivateClass.code}`, signedInStudent);
    // Before the call: the site's header and menu are there.
    expect(await screen.findByRole('navigation', { name: 'Your areas' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await joinWithName(user, 'Sam');
    await screen.findByRole('toolbar', { name: 'Call controls' });
    expect(screen.queryByRole('navigation', { name: 'Your areas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Geometry Practice']);
    expect(screen.getByText('50 min left')).toBeInTheDocument();

    // The chat: open beside the call, closed from its own button (the focus back on Chat), a count while closed.
    const chatButton = screen.getByRole('button', { name: 'Chat' });
    expect(chatButton).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(screen.getByRole('region', { name: 'Class chat' })).getByRole('button', { name: 'Close the chat' }));
    expect(screen.queryByRole('region', { name: 'Class chat' })).not.toBeInTheDocument();
    expect(chatButton).toHaveAttribute('aria-expanded', 'false');
    expect(chatButton).toHaveFocus();
    act(() => call.emit({ type: 'chat', messages: [{ id: '9-a', uid: 9, name: 'Asha Rao', host: true, at: Date.UTC(2026, 4, 1, 9, 0), text: 'Page 12, please.' }] }));
    expect(screen.getByRole('button', { name: 'Chat, 1 new message' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chat, 1 new message' }));
    expect(within(screen.getByRole('region', { name: 'Class chat' })).getByRole('log', { name: 'Chat messages' })).toHaveTextContent('Page 12, please.');
    expect(screen.getByRole('button', { name: 'Chat' })).toHaveAttribute('aria-expanded', 'true');
    // Escape in the chat closes it too, the focus back on Chat.
    await user.click(within(screen.getByRole('region', { name: 'Class chat' })).getByLabelText('Message to the class'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Class chat' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat' })).toHaveFocus();

    // Leaving gives the page back its header and menu.
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'You left the class' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Your areas' })).toBeInTheDocument();
  });

  it('an instant class has no set end: the bar says how long you have been in', async () => {
    const { user } = await setup(`/instant-classroom/${CODE}/2`);
    await joinWithName(user, 'Sam');
    await screen.findByRole('toolbar', { name: 'Call controls' });
    expect(screen.getByText('Just started')).toBeInTheDocument();
    expect(screen.queryByText(/min left$/)).not.toBeInTheDocument();
  });
});

describe('the class chat beside the video', () => {
  const fromTutor = { id: '9-abc', uid: 9, name: 'Asha Rao', host: true, at: Date.UTC(2026, 1, 20, 10, 5), text: 'Exercise: https://example.org/ex1 (parts a and b)' };

  it('sends with Enter, shows who wrote what and when, with links that open safely', async () => {
    const { call, user } = await setup(`/instant-classroom/${CODE}/2`);
    await joinWithName(user, 'Sam');
    const chat = await screen.findByRole('region', { name: 'Class chat' });
    expect(within(chat).getByText('No messages yet. Links and exercises you send here reach everyone in the class.')).toBeInTheDocument();
    act(() => call.emit({ type: 'chat', messages: [fromTutor] }));
    const log = within(chat).getByRole('log', { name: 'Chat messages' });
    expect(within(log).getByText('Asha Rao')).toBeInTheDocument();
    expect(log).toHaveTextContent('Asha Rao (Tutor) ·');
    const link = within(log).getByRole('link', { name: 'https://example.org/ex1' });
    expect(link).toHaveAttribute('href', 'https://example.org/ex1');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const box = within(chat).getByLabelText('Message to the class');
    await user.type(box, 'Thanks!{Enter}');
    expect(call.chatSent).toEqual(['Thanks!']);
    await waitFor(() => expect(box).toHaveValue(''));
    await waitFor(() => expect(box).toHaveFocus());
    expect(log).toHaveTextContent('Sam (you) ·');
    expect(log).toHaveTextContent('Thanks!');
    // Shift+Enter is a new line, not a send.
    await user.type(box, 'line 1{Shift>}{Enter}{/Shift}line 2');
    expect(box).toHaveValue('line 1\nline 2');
    expect(call.chatSent).toHaveLength(1);
  });

  it('shows chat times in 12-hour time in the profile’s zone (not 24-hour "15:58")', async () => {
    const { call, user } = await setup(`/classroom/${CODE}`, (c) => {
      asTutor(c);
      c.get(LOCAL_STORE).set('ROLE', '1');
      c.get(LOCAL_STORE).set('USER_PROFILE', JSON.stringify(tutorProfile));
    });
    await joinWithName(user, 'Asha');
    const chat = await screen.findByRole('region', { name: 'Class chat' });
    // Today (the test clock is 2026-05-01T09:00Z): 10:28 UTC is 15:58 in Kolkata, the profile's zone.
    act(() => call.emit({ type: 'chat', messages: [{ ...fromTutor, at: Date.UTC(2026, 4, 1, 10, 28) }] }));
    const time = within(within(chat).getByRole('log', { name: 'Chat messages' })).getByText('3:58 PM');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-05-01T10:28:00.000Z');
    // Another day: the full date, in the same family.
    act(() => call.emit({ type: 'chat', messages: [{ ...fromTutor, id: '9-old', at: Date.UTC(2026, 3, 29, 10, 28) }] }));
    expect(within(chat).getByText('Wed, 29 Apr 2026, 3:58 PM')).toBeInTheDocument();
  });

  it('says why a message was not sent, at the box, and keeps what was typed', async () => {
    const { call, user } = await setup(`/instant-classroom/${CODE}/2`);
    await joinWithName(user, 'Sam');
    const chat = await screen.findByRole('region', { name: 'Class chat' });
    await user.click(within(chat).getByRole('button', { name: 'Send' }));
    expect(await within(chat).findByRole('alert')).toHaveTextContent('Write a message first.');
    call.chatResult = { ok: false, code: 'not-connected' };
    const box = within(chat).getByLabelText('Message to the class');
    await user.type(box, 'Are you there?');
    await user.click(within(chat).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(chat).getByRole('alert')).toHaveTextContent('You are not connected just now, so the message was not sent.'));
    expect(box).toHaveValue('Are you there?');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('stays readable after the class ends, and says it is not kept', async () => {
    const { call, user } = await setup(`/instant-classroom/${CODE}/2`);
    await joinWithName(user, 'Sam');
    await screen.findByRole('region', { name: 'Class chat' });
    act(() => call.emit({ type: 'chat', messages: [fromTutor] }));
    act(() => call.emit({ type: 'class-ended', endedAt: '2026-02-20T10:05:00Z' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Class ended' })).toBeInTheDocument();
    const chat = screen.getByRole('region', { name: 'Class chat' });
    expect(chat).toHaveTextContent('Exercise: https://example.org/ex1');
    expect(chat).toHaveTextContent('This chat is not kept after the class: it is gone once you leave this page.');
    expect(within(chat).queryByLabelText('Message to the class')).toBeNull();
  });
});
