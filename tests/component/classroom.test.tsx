import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { FakeAuthGateway } from '../../src/adapters/fakes/fake-auth-gateway';
import type { FakeClassLifecycle } from '../../src/adapters/fakes/fake-class-lifecycle';
import type { FakeVideoCall } from '../../src/adapters/fakes/fake-video-call';
import { BackendError } from '../../src/domain/backend-error';
import { AUTH_GATEWAY } from '../../src/ports/auth-gateway';
import { CLASS_LIFECYCLE } from '../../src/ports/class-lifecycle';
import { LOCAL_STORE, type KeyValueStore } from '../../src/ports/key-value-store';
import { VIDEO_CALL } from '../../src/ports/video-call';
import { buildTestContainer, renderApp } from './render-app';

const CODE = 'ICdemo0000000001';

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
    const { call, lifecycle, user } = await setup(`/instant-classroom/${CODE}/1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Instant class' })).toBeInTheDocument();
    expect(screen.getByText('You join as Host.')).toBeInTheDocument();
    const camera = await screen.findByRole('combobox', { name: 'Camera' });
    await waitFor(() => expect(camera).toHaveValue('cam-1'));
    await user.selectOptions(camera, 'cam-2');
    expect(call.calls).toContain('switch:camera:cam-2');

    await joinWithName(user, '  Tara   Tutor ');
    await screen.findByRole('toolbar', { name: 'Call controls' });
    expect(lifecycle.tokenRequests).toEqual([{ channel: CODE, uid: expect.any(Number), role: 1 }]);
    expect(call.joined).toMatchObject({ channel: CODE, role: 1, displayName: 'Tara Tutor', region: 'ap', appId: '0123456789abcdef0123456789abcdef' });
    expect(call.joined?.uid).toBe(lifecycle.tokenRequests[0]?.uid);
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
    const { call, lifecycle, user } = await setup(`/tutor-instant-class/${CODE}`);
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
    const { lifecycle, user } = await setup(`/tutor-instant-class/${CODE}`);
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
    expect(lifecycle.tokenRequests).toHaveLength(0);
    expect(call.calls).not.toContain('join');
  });

  it.each([
    [new BackendError('forbidden', 'This class has ended.', [], 403), 'This class has already ended.'],
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
      c.get<FakeAuthGateway>(AUTH_GATEWAY).setSession({ status: 'signed-in', user: { uid: 'demo-tutor-uid', email: 'tutor@demo.test' } });
      c.get<KeyValueStore>(LOCAL_STORE).set('ROLE', '1');
    });
    expect(await screen.findByText('You join as Host.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('tutor');
  });

  it('makes a signed-in student a participant of /private-class/{code}', async () => {
    await setup(`/private-class/${CODE}`, (c) => {
      c.get<FakeAuthGateway>(AUTH_GATEWAY).setSession({ status: 'signed-in', user: { uid: 'demo-student-uid', email: 'student@demo.test' } });
      c.get<KeyValueStore>(LOCAL_STORE).set('ROLE', '2');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Private class' })).toBeInTheDocument();
    expect(screen.getByText('You join as Participant.')).toBeInTheDocument();
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
