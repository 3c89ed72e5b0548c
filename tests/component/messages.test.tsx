// Messages on screen (issue 19): a conversation, its composer (checked at entry, the server's words for a refusal), a
// blocked student, and the menu's unread count. Against the in-process backend.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LIVE_UPDATES } from '../../src/application/tokens';
import { actAs, backendAdmin, buildTestContainer, changeStore, DEMO, store } from './backend';
import { renderApp } from './render-app';

const SEEDED = 'Hello Asha! Before Geometry Practice: could we start with circle theorems?';

describe('a conversation', () => {
  it('the student reads it, a message is checked where it is typed, and a sent one shows at once', async () => {
    const container = await buildTestContainer();
    actAs(container, 'student');
    renderApp(container, `/messages/${DEMO.tutor.uid}`);
    const log = await screen.findByRole('log', { name: 'Messages with Asha Rao' });
    expect(within(log).getByText(SEEDED)).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Write to Asha Rao' }));
    const user = userEvent.setup();
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await form.findByText('Write a message first.')).toBeInTheDocument();
    const box = form.getByLabelText(/^Message/);
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, 'Thursday? <i>please</i>');
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await within(log).findByText('Thursday? <i>please</i>')).toBeInTheDocument();
    // Sent: the box is empty again, and the focus is back in it for the next message.
    await waitFor(() => expect(box).toHaveValue(''));
    await waitFor(() => expect(box).toHaveFocus());
    expect(form.queryByText('Write a message first.')).not.toBeInTheDocument();
    expect(store().messages!.at(-1)).toMatchObject({ SenderID: DEMO.student.uid, RecipientID: DEMO.tutor.uid, Text: 'Thursday? <i>please</i>' });
  });

  it('a message the tutor sends arrives in the open conversation and the menu at once: pushed, no poll, no reload', async () => {
    const container = await buildTestContainer();
    actAs(container, 'student');
    renderApp(container, `/messages/${DEMO.tutor.uid}`);
    const log = await screen.findByRole('log', { name: 'Messages with Asha Rao' });
    // The tests' scheduler never fires a poll by itself: what arrives now came down the push channel.
    await waitFor(() => expect(container.get(LIVE_UPDATES).status()).toBe('live'));
    const sent = await backendAdmin().post('/SendMessage', { To: DEMO.student.uid, Text: 'Yes, circle theorems first.' }, { as: DEMO.tutor.uid });
    expect(sent.status).toBe(200);
    expect(await within(log).findByText('Yes, circle theorems first.')).toBeInTheDocument();
    // Shown in the open conversation, so read: the menu's count stays at none.
    await waitFor(() => expect(store().messages!.at(-1)).toMatchObject({ Text: 'Yes, circle theorems first.', ReadAt: expect.any(String) }));
  });

  it('a blocked student reads but cannot write, and is told why', async () => {
    changeStore((state) => {
      state.messageBlocks = [{ id: 't', ThreadID: `${DEMO.tutor.uid}~${DEMO.student.uid}`, TutorID: DEMO.tutor.uid, StudentID: DEMO.student.uid, BlockedAt: '2026-04-30T10:00:00Z' }];
    });
    const container = await buildTestContainer();
    actAs(container, 'student');
    renderApp(container, `/messages/${DEMO.tutor.uid}`);
    expect(await screen.findByText('Asha Rao does not accept messages from you: you can read this conversation but not write.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('two students have no conversation: the page says so', async () => {
    const container = await buildTestContainer();
    actAs(container, 'student');
    renderApp(container, '/messages/student-priya-shah');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no conversation with this person: messages are between a student and a tutor who booked or wrote to each other.');
  });

  it('the tutor sees the unread count in the menu and in the list; opening the conversation reads it', async () => {
    const container = await buildTestContainer();
    actAs(container, 'tutor');
    renderApp(container, '/messages');
    const menu = await screen.findByRole('navigation', { name: 'Your areas' });
    expect(await within(menu).findByRole('link', { name: /^Messages 1\s*\(1 unread\)$/ })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Ravi Kumar, 1 unread' }));
    expect(await screen.findByRole('log', { name: 'Messages with Ravi Kumar' })).toHaveTextContent(SEEDED);
    expect(await within(menu).findByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(store().messages![0]!.ReadAt).toEqual(expect.any(String));
  });
});

describe('a conversation as a chat', () => {
  it('puts the messages under day separators, mine apart from theirs, and the list shows the last line and when', async () => {
    // The test clock is 2026-05-01T09:00Z (2:30 PM in Kolkata, the student's zone): the days and times are Kolkata's.
    changeStore((state) => {
      const first = state.messages![0]!;
      first.SentAt = '2026-04-28T10:00:00Z';
      const base = { ThreadID: first.ThreadID };
      state.messages!.push(
        { ...base, id: 2, MessageID: 2, SenderID: DEMO.tutor.uid, RecipientID: DEMO.student.uid, Text: 'Yes, circle theorems first.', SentAt: '2026-04-30T16:00:00Z' },
        { ...base, id: 3, MessageID: 3, SenderID: DEMO.student.uid, RecipientID: DEMO.tutor.uid, Text: 'Thank you! See you Thursday.', SentAt: '2026-05-01T08:15:00Z' },
      );
    });
    const container = await buildTestContainer();
    actAs(container, 'student');
    renderApp(container, `/messages/${DEMO.tutor.uid}`);
    const log = await screen.findByRole('log', { name: 'Messages with Asha Rao' });
    expect(within(log).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Tue, 28 Apr 2026', 'Yesterday', 'Today']);
    const bubbles = within(log).getAllByRole('listitem');
    expect(bubbles.map((b) => b.textContent)).toEqual([`You: ${SEEDED}3:30 PM`, 'Asha Rao: Yes, circle theorems first.9:30 PM', 'You: Thank you! See you Thursday.1:45 PM']);
    expect(bubbles.map((b) => b.className)).toEqual(['message mine', 'message theirs', 'message mine']);
    // The list: the other person, the last line (mine, so 'You: …'), when, and where the open one is.
    const thread = await screen.findByRole('link', { name: 'Asha Rao' });
    expect(thread).toHaveAttribute('aria-current', 'page');
    expect(thread).toHaveAccessibleDescription('You: Thank you! See you Thursday.');
    expect(thread).toHaveTextContent('1:45 PM');
    // The way back to the list (shown on a phone, where one pane shows at a time).
    expect(screen.getByRole('link', { name: 'All conversations' })).toHaveAttribute('href', '/messages');
  });

  it('with none open, the list and a prompt to choose one', async () => {
    const container = await buildTestContainer();
    actAs(container, 'student');
    renderApp(container, '/messages');
    expect(await screen.findByRole('link', { name: 'Asha Rao' })).toHaveAccessibleDescription(`You: ${SEEDED}`);
    expect(screen.getByText('Choose a conversation to read it.')).toBeInTheDocument();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });
});
