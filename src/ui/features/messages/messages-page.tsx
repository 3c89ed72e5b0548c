import { useId, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { Thread } from '../../../contract/records';
import { ROLE } from '../../../domain/constants';
import { POLL_MIN_MS } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import type { Conversation } from '../../../application/messages';
import { MESSAGES } from '../../../application/tokens';
import { useProfileTimeZone } from '../../components/use-profile-time-zone';
import { useRole } from '../../components/auth/use-role';
import { ErrorBlock, LoadingBlock } from '../../components/async-states';
import { formatClassTime } from '../../../domain/class-time';
import { useNowMs } from '../../components/class-phase';
import { SubmitButton, TextAreaField } from '../../components/form/fields';
import { useForm } from '../../components/form/use-form';
import { PageTitle } from '../../components/page-title';
import { useChange, useInvalidate, useRead } from '../../components/server-state';
import { UNREAD_READ } from '../../components/unread-badge';
import { messagesText as t } from './messages-text';
import { composerSchema, type ComposerValues } from './composer-schema';

/**
 * /messages and /messages/{UserID}: the caller's conversations, and one open. New messages appear without a reload: the
 * open conversation asks for what came after its last message every 3 seconds, backing off to 30 while nothing comes
 * (src/domain/messages.ts; production would push them over a socket instead).
 */
export function MessagesPage() {
  const { with: withId } = useParams();
  const location = useLocation();
  const name = (location.state as { name?: string } | null)?.name;
  const timeZone = useProfileTimeZone();
  const threads = useRead(MESSAGES, messageReads.threads, (messages) => messages.threads({ page: 1, pageSize: 50 }));
  return (
    <section className="page">
      <PageTitle>{t.title}</PageTitle>
      <div className="messages-layout">
        <section aria-labelledby="threads-title">
          <h2 id="threads-title">{t.conversations}</h2>
          {threads.status === 'loading' && <LoadingBlock />}
          {threads.status === 'error' && <ErrorBlock onRetry={threads.retry} />}
          {threads.status === 'ready' && (threads.data.Items.length === 0 ? <p className="muted">{t.none}</p> : <ThreadList threads={threads.data.Items} current={withId} timeZone={timeZone} />)}
        </section>
        {withId ? <Conversation key={withId} withId={withId} knownName={name} timeZone={timeZone} /> : <p className="muted">{t.pick}</p>}
      </div>
    </section>
  );
}

function ThreadList({ threads, current, timeZone }: { threads: Thread[]; current?: string; timeZone: string }) {
  const role = useRole();
  const nowMs = useNowMs();
  return (
    <ul className="thread-list" aria-label={t.conversations}>
      {threads.map((thread) => {
        const otherId = role === ROLE.TUTOR ? thread.StudentID : thread.TutorID;
        const otherName = role === ROLE.TUTOR ? thread.StudentName : thread.TutorName;
        return (
          <li key={thread.ThreadID} className="card">
            <Link to={paths.messages(otherId)} aria-current={otherId === current ? 'page' : undefined} aria-label={thread.Unread > 0 ? t.openNamed(otherName, thread.Unread) : undefined}>
              {otherName}
            </Link>
            {thread.Unread > 0 && <span className="badge">{t.unread(thread.Unread)}</span>}
            {thread.Blocked && <span className="badge">{t.blockedBadge}</span>}
            {thread.LastMessage && (
              <p className="muted">
                {thread.LastMessage.Text.slice(0, 80)}
                {thread.LastMessage.Text.length > 80 ? '…' : ''} · {formatClassTime(thread.LastMessage.SentAt, nowMs, timeZone)}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The keys of the messages' reads: a send, a block or a mark-as-read invalidates them. */
const messageReads = {
  threads: ['messages', 'threads'],
  conversation: (withId: string) => ['messages', 'conversation', withId],
};

function Conversation({ withId, knownName, timeZone }: { withId: string; knownName?: string; timeZone: string }) {
  const role = useRole();
  const nowMs = useNowMs();
  const invalidate = useInvalidate();
  // The first read, then what came after the last message shown, at the delay the last read set (Messages.follow).
  const conversation = useRead(
    MESSAGES,
    messageReads.conversation(withId),
    async (service, shown: Conversation | undefined): Promise<Conversation> => {
      const next = await service.follow(withId, shown);
      if (next.markedRead) invalidate(messageReads.threads, UNREAD_READ);
      return next;
    },
    { pollMs: (shown) => shown?.pollMs ?? POLL_MIN_MS },
  );
  const { items, thread } = conversation.status === 'ready' ? conversation.data : { items: [], thread: null };
  const refused = conversation.status === 'error' && (conversation.refusal.code === 'refused' || conversation.refusal.code === 'not-found');

  const otherName = thread ? (role === ROLE.TUTOR ? thread.StudentName : thread.TutorName) : (knownName ?? t.newConversation);
  // A refusal the server explained (blocked, too fast) in its words; anything else in ours. Sent: the conversation is
  // read again at once (an answer is likely soon), and the list of them.
  const send = useChange(MESSAGES, (service, text: string) => service.send(withId, text), { failed: t.sendFailed }, [messageReads.conversation(withId), messageReads.threads]);

  return (
    <section aria-labelledby="conversation-title" className="conversation">
      <h2 id="conversation-title">{t.with(otherName)}</h2>
      {conversation.status === 'loading' && <LoadingBlock />}
      {conversation.status === 'error' && !refused && <ErrorBlock onRetry={conversation.retry} />}
      {refused && <p role="alert">{t.refused}</p>}
      {conversation.status === 'ready' && (
        <>
          {thread?.Blocked && <p className="policy-note">{role === ROLE.TUTOR ? t.youBlocked(otherName) : t.blockedYou(otherName)}</p>}
          {items.length === 0 && <p className="muted">{t.empty(otherName)}</p>}
          {/* A log from the start (a live region added with its first message would not be read out): new messages are read as they arrive. */}
          <div role="log" aria-label={t.logName(otherName)} aria-live="polite">
            <ol className="message-log">
              {items.map((m) => (
                <li key={m.MessageID} className={m.SenderID === withId ? 'message theirs' : 'message mine'}>
                  <p className="message-meta">
                    {m.SenderID === withId ? m.SenderName : t.you} · <time dateTime={m.SentAt}>{formatClassTime(m.SentAt, nowMs, timeZone)}</time>
                  </p>
                  <p className="message-text">{m.Text}</p>
                </li>
              ))}
            </ol>
          </div>
          {!(role === ROLE.STUDENT && thread?.Blocked === true) && (
          <Composer name={otherName} onSend={send} />
          )}
          {role === ROLE.TUTOR && thread && <BlockControl studentId={withId} name={otherName} blocked={thread.Blocked} />}
        </>
      )}
    </section>
  );
}

const NO_TEXT: ComposerValues = { text: '' };

function Composer({ name, onSend }: { name: string; onSend: (text: string) => Promise<{ ok: true } | { ok: false; message: string }> }) {
  const id = useId();
  // The domain's message rule first; the server's refusal (blocked, too fast) at the box, what was typed kept.
  const form = useForm({
    initial: NO_TEXT,
    schema: () => composerSchema,
    send: async (_checked, values) => {
      const outcome = await onSend(values.text);
      // The Send button was disabled while sending: focus goes back to where the next message is typed.
      document.getElementById(`${id}-text`)?.focus();
      return outcome.ok ? { ok: true, values: NO_TEXT } : { ok: false, errors: { text: outcome.message } };
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t.writeTo(name)} className="composer">
      <TextAreaField id={`${id}-text`} label={t.message} hint={t.messageHint} error={form.errors.text} value={form.values.text} onChange={(text) => form.set('text', text)} rows={3} />
      <SubmitButton pending={form.pending} label={t.send} pendingLabel={t.sending} />
    </form>
  );
}

function BlockControl({ studentId, name, blocked }: { studentId: string; name: string; blocked: boolean }) {
  const [message, setMessage] = useState('');
  const change = useChange(MESSAGES, (service, to: boolean) => service.block(studentId, to), { failed: t.blockFailed }, [messageReads.conversation(studentId), messageReads.threads]);
  return (
    <p>
      <button
        type="button"
        className="button secondary"
        onClick={async () => {
          const outcome = await change(!blocked);
          if (outcome.ok) {
            setMessage(outcome.value.Blocked ? t.nowBlocked(name) : t.nowUnblocked(name));
          } else setMessage(outcome.message);
        }}
      >
        {blocked ? t.unblock(name) : t.block(name)}
      </button>{' '}
      <span role="status">{message}</span>
    </p>
  );
}
