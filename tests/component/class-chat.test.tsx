// The classroom chat saved to the class page (issue 19): the tutor saves the room's log from the classroom; the
// class's card shows it to the tutor and to the student who paid. Against the in-process backend.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeVideoCall } from '../../src/adapters/fakes/fake-video-call';
import { LOCAL_STORE } from '../../src/ports/key-value-store';
import { VIDEO_CALL } from '../../src/ports/video-call';
import { actAs, buildTestContainer, changeStore, DEMO, store, testClock } from './backend';
import { renderApp } from './render-app';

const GEOMETRY = DEMO.paidPrivateClass.code;
const startOf = () => Date.parse(store().privateClasses!.find((c) => c.ClassLink === GEOMETRY)!.DateTime);
/** The video Uid the signalling server records a user's stints under (mock-server/handlers/classroom.mjs, videoUid). */
async function videoUidOf(userId: string): Promise<number> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(userId)));
  const n = new DataView(digest.buffer).getUint32(0);
  return n === 0 ? 1 : n;
}
const chats = () => (store() as { classChats?: { ClassCode: string; Messages: { SenderName: string; Text: string }[] }[] }).classChats ?? [];

describe('the class chat on the class page', () => {
  it('the tutor saves the room’s chat from the classroom; saving again replaces it', async () => {
    const container = await buildTestContainer();
    actAs(container, 'tutor');
    container.get(LOCAL_STORE).set('ROLE', '1');
    testClock().set(new Date(startOf() + 5 * 60_000).toISOString());
    const call = container.get<FakeVideoCall>(VIDEO_CALL);
    renderApp(container, `/classroom/${GEOMETRY}`);
    const user = userEvent.setup();
    const join = await screen.findByRole('button', { name: 'Join' });
    await waitFor(() => expect(join).toBeEnabled());
    await user.click(join);
    const chat = await screen.findByRole('region', { name: 'Class chat' });
    expect(within(chat).getByText('This chat is not kept after the class unless you save it to the class page.')).toBeInTheDocument();
    // Nothing to save yet: no button.
    expect(within(chat).queryByRole('button', { name: 'Save chat to the class page' })).toBeNull();
    await user.type(within(chat).getByLabelText('Message to the class'), 'Open https://example.org/sheet{Enter}');
    act(() => call.emit({ type: 'chat', messages: [{ id: '77-a', uid: 77, name: 'Ravi Kumar', host: false, at: Date.now(), text: 'Got it.' }] }));
    await user.click(within(chat).getByRole('button', { name: 'Save chat to the class page' }));
    const saved = await within(chat).findByText(/^Saved to the class page: 2 messages\./);
    expect(saved).toHaveFocus();
    expect(chats()).toEqual([expect.objectContaining({ ClassCode: GEOMETRY, Messages: [expect.objectContaining({ Text: 'Open https://example.org/sheet' }), expect.objectContaining({ SenderName: 'Ravi Kumar', Text: 'Got it.' })] })]);
    await user.type(within(chat).getByLabelText('Message to the class'), 'Homework: page 4{Enter}');
    await user.click(within(chat).getByRole('button', { name: 'Save chat to the class page' }));
    await within(chat).findByText(/^Saved to the class page: 3 messages\./);
    expect(chats()).toHaveLength(1);
    expect(chats()[0]!.Messages).toHaveLength(3);
  });

  it('the student who paid reads it from the class’s card, links clickable; before a save the card says there is none', async () => {
    const container = await buildTestContainer();
    actAs(container, 'student');
    const start = startOf();
    // The tutor taught it (else it would be settled as a no-show, cancelled and refunded).
    const tutorUid = await videoUidOf(DEMO.tutor.uid);
    changeStore((state) => {
      state.attendance!.push({ id: 't', ClassCode: GEOMETRY, RoomKey: GEOMETRY, Uid: tutorUid, Role: 'Tutor', JoinedAt: new Date(start).toISOString(), LeftAt: new Date(start + 50 * 60_000).toISOString() });
      state.privateClasses!.find((c) => c.ClassLink === GEOMETRY)!.Status = 'Completed';
    });
    testClock().set(new Date(start + 2 * 3_600_000).toISOString());
    renderApp(container, '/student-dashboard');
    const user = userEvent.setup();
    const card = within((await screen.findByRole('heading', { level: 3, name: 'Geometry Practice' })).closest('li')!);
    const show = card.getByRole('button', { name: 'Class chat: Geometry Practice' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(await card.findByText('The tutor has not saved the chat of this class.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Hide class chat: Geometry Practice' })).toHaveAttribute('aria-expanded', 'true');

    changeStore((state) => {
      (state as { classChats?: unknown[] }).classChats = [
        {
          id: GEOMETRY,
          ClassCode: GEOMETRY,
          SessionID: null,
          SavedAt: new Date(start + 50 * 60_000).toISOString(),
          SavedBy: DEMO.tutor.uid,
          Messages: [
            { SenderName: 'Asha Rao', FromTutor: true, SentAt: new Date(start + 60_000).toISOString(), Text: 'Sheet: https://example.org/sheet <b>bold?</b>' },
            { SenderName: 'Ravi Kumar', FromTutor: false, SentAt: new Date(start + 120_000).toISOString(), Text: 'Got it.' },
          ],
        },
      ];
    });
    // Asked again when opened again.
    await user.click(card.getByRole('button', { name: 'Hide class chat: Geometry Practice' }));
    await user.click(card.getByRole('button', { name: 'Class chat: Geometry Practice' }));
    const log = await card.findByRole('region', { name: 'Chat of Geometry Practice' });
    expect(log).toHaveTextContent('Asha Rao (Tutor) ·');
    expect(log).toHaveTextContent('Sheet: https://example.org/sheet <b>bold?</b>');
    expect(within(log).getByRole('link', { name: 'https://example.org/sheet' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(log.querySelector('b')).toBeNull();
    expect(log).toHaveTextContent('Ravi Kumar ·');
  });
});
