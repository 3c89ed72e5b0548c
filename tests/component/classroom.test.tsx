import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { FakeAuthGateway } from '../../src/adapters/fakes/fake-auth-gateway';
import { FAKE_DEMO, FakeBackendDb } from '../../src/adapters/fakes/fake-backend-db';
import { fakeVideoUid, type FakeClassLifecycle } from '../../src/adapters/fakes/fake-class-lifecycle';
import type { FakeVideoCall } from '../../src/adapters/fakes/fake-video-call';
import { BackendError } from '../../src/domain/backend-error';
import { AUTH_GATEWAY } from '../../src/ports/auth-gateway';
import { CLASS_LIFECYCLE } from '../../src/ports/class-lifecycle';
import { LOCAL_STORE } from '../../src/ports/key-value-store';
import { VIDEO_CALL } from '../../src/ports/video-call';
import { buildTestContainer, renderApp } from './render-app';

const CODE = 'ICdemo0000000001';
/** The backend fakes act as the demo tutor (they act as the demo student unless told). */
const asTutor = (c: Container) => {
  c.get(FakeBackendDb).currentUid = FAKE_DEMO.tutor.uid;
};

async function setup(path: string, prepare?: (c: Container) => void) {
  const container = await buildTestContainer();
  prepare?.(container);
  const call = container.get<FakeVideoCall>(VIDEO_CALL);
  const lifecycle = container.get<FakeClassLifecycle>(CLASS_LIFECYCLE);
  const user = userEvent.setup();
  const view = renderApp(container, path);
  return { ...view, container, call, lifecycle, user };
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
    const { call, lifecycle, user } = await setup(`/instant-classroom/${CODE}/1`, asTutor);
    expect(await screen.findByRole('heading', { level: 1, name: 'Instant class' })).toBeInTheDocument();
    expect(await screen.findByText('You join as Host.')).toBeInTheDocument();
    const camera = await screen.findByRole('combobox', { name: 'Camera' });
    await waitFor(() => expect(camera).toHaveValue('cam-1'));
    await user.selectOptions(camera, 'cam-2');
    expect(call.calls).toContain('switch:camera:cam-2');

    await joinWithName(user, '  Tara   Tutor ');
    await screen.findByRole('toolbar', { name: 'Call controls' });
    // A pass asked for on arrival (reused for the join while it has 5 minutes left, else asked again); the uid is the
    // one the server gave it for, never one the page made up.
    expect(lifecycle.tokenRequests.length).toBeGreaterThanOrEqual(1);
    expect(new Set(lifecycle.tokenRequests.map((r) => JSON.stringify(r)))).toEqual(new Set([JSON.stringify({ channel: CODE, role: 1 })]));
    expect(call.joined).toMatchObject({ channel: CODE, role: 1, displayName: 'Tara Tutor', region: 'ap', appId: '0123456789abcdef0123456789abcdef' });
    expect(call.joined?.uid).toBe(fakeVideoUid(FAKE_DEMO.tutor.uid));
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
    call.screenResult = { ok: false, reason: 'cancelled' };
    await user.click(screen.getByRole('button', { name: 'Share screen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Screen sharing was cancelled.');
    call.screenResult = { ok: true };
    await user.click(screen.getByRole('button', { name: 'Share screen' }));
    expect(screen.getByRole('button', { name: 'Stop sharing' })).toHaveAttribute('aria-pressed', 'true');
    // A participant has no 'End class'.
    expect(screen.queryByRole('button', { name: 'End class' })).not.toBeInTheDocument();
  });

  it('lets the host end the class for everyone after confirming', async () => {
    const { call, lifecycle, user } = await setup(`/tutor-instant-class/${CODE}`, asTutor);
    await joinWithName(user, 'Tara');
    await user.click(await screen.findByRole('button', { name: 'End class' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(lifecycle.ended.size).toBe(0);
    await user.click(screen.getByRole('button', { name: 'End class' }));
    expect(screen.getByRole('button', { name: 'End for everyone' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'End for everyone' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Class ended' })).toHaveFocus();
    expect(lifecycle.ended.has(CODE)).toBe(true);
    expect(call.calls).toContain('leave');
  });

  it('keeps the host in the call with a message when ending fails', async () => {
    const { lifecycle, user } = await setup(`/tutor-instant-class/${CODE}`, asTutor);
    lifecycle.endFailure = new BackendError('network', 'down');
    await joinWithName(user, 'Tara');
    await user.click(await screen.findByRole('button', { name: 'End class' }));
    await user.click(screen.getByRole('button', { name: 'End for everyone' }));
    expect(await screen.findByText('The class could not be ended. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End class' })).toBeInTheDocument();
  });

  it("shows 'Class ended' to a participant when the host ends it, and leaves", async () => {
    const { call, user } = await setup(`/instant-classroom/${CODE}/2`);
    await joinWithName(user, 'Sam');
    await screen.findByRole('toolbar', { name: 'Call controls' });
    act(() => call.emit({ type: 'class-ended', endedAt: '2026-02-20T10:05:00Z' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Class ended' })).toBeInTheDocument();
    expect(call.calls).toContain('leave');
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
      c.get<FakeVideoCall>(VIDEO_CALL).mediaResult = { ok: false, reason: 'permission-denied', kind: 'both' };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The browser blocked the camera and microphone.');
    call.mediaResult = { ok: true, camera: 'cam-1', microphone: 'mic-1' };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(call.calls.filter((c) => c.startsWith('open'))).toHaveLength(2);
  });

  it('says when there is no device of a kind', async () => {
    await setup(`/instant-classroom/${CODE}/2`, (c) => {
      const call = c.get<FakeVideoCall>(VIDEO_CALL);
      call.mediaResult = { ok: false, reason: 'no-device', kind: 'camera' };
      call.devices = [{ kind: 'microphone', deviceId: 'mic-1', label: 'Mic' }];
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Camera: No camera or microphone was found.');
    expect(screen.getByRole('combobox', { name: 'Camera' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'No camera found' })).toBeInTheDocument();
  });

  it('asks for a name before joining and joins nothing without one', async () => {
    const { call, lifecycle, user } = await setup(`/instant-classroom/${CODE}/2`);
    const join = await screen.findByRole('button', { name: 'Join' });
    await waitFor(() => expect(join).toBeEnabled());
    await user.click(join);
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(lifecycle.tokenRequests).toHaveLength(1);
    expect(call.calls).not.toContain('join');
  });

  it.each([
    [new BackendError('forbidden', 'No', [], 403), 'You cannot join this class.'],
    [new BackendError('not-found', 'No class', [], 404), 'There is no class with this code.'],
    [new BackendError('network', 'down'), 'The class service cannot be reached.'],
  ])('shows a clear message when the token request fails (%s)', async (failure, message) => {
    const { call, user } = await setup(`/instant-classroom/${CODE}/2`, (c) => {
      c.get<FakeClassLifecycle>(CLASS_LIFECYCLE).tokenFailure = failure;
    });
    await joinWithName(user, 'Sam');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(call.calls).not.toContain('join');
  });

  it('shows why the video service refused the join', async () => {
    await setup(`/instant-classroom/${CODE}/2`, (c) => {
      c.get<FakeVideoCall>(VIDEO_CALL).joinResult = { ok: false, reason: 'network' };
    });
    await joinWithName(userEvent.setup(), 'Sam');
    expect(await screen.findByRole('alert')).toHaveTextContent('The video service cannot be reached.');
  });
});

describe('who may enter, said before the camera check', () => {
  it('shows a student who opens the host entry of an instant class the participant link instead', async () => {
    const { call, user, router } = await setup(`/tutor-instant-class/${CODE}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'You cannot join this class now' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Only the tutor who started this class can host it, signed in. To take part, use the participant link.');
    expect(screen.getByText(`http://localhost:3000/instant-classroom/${CODE}/2`, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(call.calls.some((c) => c.startsWith('open'))).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Join as a participant' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/instant-classroom/${CODE}/2`));
    expect(await screen.findByText('You join as Participant.')).toBeInTheDocument();
  });

  it.each([
    [new BackendError('forbidden', 'x', [], 403, { reason: 'class-ended' }), 'Class ended'],
    [new BackendError('forbidden', 'x', [], 403, { reason: 'class-cancelled' }), 'You cannot join this class now'],
  ])('says a class is over on arrival (%s)', async (failure, heading) => {
    await setup(`/instant-classroom/${CODE}/2`, (c) => {
      c.get<FakeClassLifecycle>(CLASS_LIFECYCLE).tokenFailure = failure;
    });
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  const signedInStudent = (c: Container) => {
    c.get<FakeAuthGateway>(AUTH_GATEWAY).setSession({ status: 'signed-in', user: { uid: FAKE_DEMO.student.uid, email: 'student@demo.test' } });
    c.get(LOCAL_STORE).set('ROLE', '2');
  };

  it('offers an unpaid student the way to pay', async () => {
    await setup(`/private-class/${FAKE_DEMO.privateClass.code}`, signedInStudent);
    expect(await screen.findByRole('alert')).toHaveTextContent('You have not paid for this class yet.');
    expect(screen.getByRole('link', { name: 'Pay to join' })).toHaveAttribute('href', `/private-class-checkout/${FAKE_DEMO.privateClass.code}`);
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/student-dashboard');
  });

  it('tells a paid student when the room opens, in their time zone', async () => {
    await setup(`/private-class/${FAKE_DEMO.paidPrivateClass.code}`, signedInStudent);
    expect(await screen.findByRole('alert')).toHaveTextContent('This class has not opened yet.');
    expect(screen.getByText(/^The room opens at .+, 10 minutes before the start\.$/)).toBeInTheDocument();
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
      c.get<FakeAuthGateway>(AUTH_GATEWAY).setSession({ status: 'signed-in', user: { uid: 'demo-tutor-uid', email: 'tutor@demo.test' } });
      c.get(LOCAL_STORE).set('ROLE', '1');
    });
    expect(await screen.findByText('You join as Host.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('tutor');
  });

  it('makes a signed-in student a participant of /private-class/{code}', async () => {
    await setup(`/private-class/${CODE}`, (c) => {
      c.get<FakeAuthGateway>(AUTH_GATEWAY).setSession({ status: 'signed-in', user: { uid: 'demo-student-uid', email: 'student@demo.test' } });
      c.get(LOCAL_STORE).set('ROLE', '2');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Private class' })).toBeInTheDocument();
    expect(await screen.findByText('You join as Participant.')).toBeInTheDocument();
  });

  it('/class-room checks the code and goes to the instant classroom with the chosen role', async () => {
    const { user, router } = await setup('/class-room');
    await user.type(await screen.findByLabelText('Class code'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Go to the class' }));
    expect(screen.getByText('The class code must be 16 letters or digits.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/class-room');
    await user.clear(screen.getByLabelText('Class code'));
    await user.type(screen.getByLabelText('Class code'), CODE);
    await user.click(screen.getByLabelText('Tutor (host)'));
    await user.click(screen.getByRole('button', { name: 'Go to the class' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/instant-classroom/${CODE}/1`));
  });
});
