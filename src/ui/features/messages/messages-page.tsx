import { useEffect, useId, useRef, useState } from 'react';
import { ArrowLeft, Ban, MessagesSquare, SendHorizontal, UserCheck } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { Message, Thread } from '../../../contract/records';
import { ROLE } from '../../../domain/constants';
import { isThreadWith, POLL_MIN_MS, POLL_MAX_MS } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import type { Conversation } from '../../../application/messages';
import { MESSAGES } from '../../../application/tokens';
import { useProfileTimeZone } from '../../components/use-profile-time-zone';
import { useRole } from '../../components/auth/use-role';
import { ErrorBlock, LoadingBlock } from '../../components/async-states';
import { calendarDay } from '../../../domain/class-time';
import { DateTime } from '../../components/kit/date-time';
import { useNowMs } from '../../components/class-phase';
import { TextAreaField } from '../../components/form/fields';
import { ActionMenu } from '../../components/kit/action-menu';
import { Avatar } from '../../components/kit/avatar';
import { Button, ButtonLink } from '../../components/kit/button';
import { EmptyState } from '../../components/kit/empty-state';
import { StatusPill } from '../../components/kit/status-pill';
import { useForm } from '../../components/form/use-form';
import { PageTitle } from '../../components/page-title';
import { useChange, useInvalidate, useRead } from '../../components/server-state';
import { useLiveEvents } from '../../components/use-live-events';
import { UNREAD_READ } from '../../components/unread-badge';
import { messagesText as t } from './messages-text';
import { composerSchema, type ComposerValues } from './composer-schema';
import './messages.css';

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
  const invalidate = useInvalidate();
  // A message pushed to either side moves its thread to the top with its unread count (the conversation reads its own).
  const live = useLiveEvents((event) => {
    if (event.Type === 'message.sent' || event.Type === 'reset') invalidate(messageReads.threads);
  });
  const threads = useRead(MESSAGES, messageReads.threads, (messages) => messages.threads({ page: 1, pageSize: 50 }), { pollMs: live === 'live' ? undefined : POLL_MAX_MS });
  // Two panes on a wide window; on a phone one at a time: the list, or the open conversation with a way back.
  return (
    <section className="page messages-page">
      <PageTitle>{t.title}</PageTitle>
      <div className={withId ? 'messages-layout has-open' : 'messages-layout'}>
        <section className="threads-pane" aria-labelledby="threads-title">
          <h2 id="threads-title">{t.conversations}</h2>
          {threads.status === 'loading' && <LoadingBlock />}
          {threads.status === 'error' && <ErrorBlock onRetry={threads.retry} />}
          {threads.status === 'ready' &&
            (threads.data.Items.length === 0 ? <p className="threads-empty muted">{t.none}</p> : <ThreadList threads={threads.data.Items} current={withId} timeZone={timeZone} />)}
        </section>
        <div className="conversation-pane">
          {withId ? (
            <Conversation key={withId} withId={withId} knownName={name} timeZone={timeZone} />
          ) : (
            <EmptyState icon={<MessagesSquare />} title={t.pick}>
              {t.pickBody}
            </EmptyState>
          )}
        </div>
      </div>
    </section>
  );
}

function ThreadList({ threads, current, timeZone }: { threads: Thread[]; current?: string; timeZone: string }) {
  const role = useRole();
  const nowMs = useNowMs();
  const id = useId();
  return (
    <ul className="thread-list" aria-label={t.conversations}>
      {threads.map((thread) => {
        const otherId = role === ROLE.TUTOR ? thread.StudentID : thread.TutorID;
        const otherName = role === ROLE.TUTOR ? thread.StudentName : thread.TutorName;
        const last = thread.LastMessage;
        const preview = last ? (last.SenderID === otherId ? last.Text : t.lastFromYou(last.Text)) : '';
        const previewId = `${id}-${thread.ThreadID}`;
        return (
          <li key={thread.ThreadID}>
            <Link
              className={thread.Unread > 0 ? 'thread unread' : 'thread'}
              to={paths.messages(otherId)}
              aria-current={otherId === current ? 'page' : undefined}
              aria-label={thread.Unread > 0 ? t.openNamed(otherName, thread.Unread) : otherName}
              aria-describedby={last ? previewId : undefined}
            >
              <Avatar name={otherName} size={48} />
              <span className="thread-main">
                <span className="thread-top">
                  <span className="thread-name">{otherName}</span>
                  {last && (
                    <DateTime className="thread-time" value={last.SentAt} now={nowMs} timeZone={timeZone} variant="recent" words={{ yesterday: t.yesterday }} />
                  )}
                </span>
                <span className="thread-bottom">
                  <span className="thread-last" id={previewId}>
                    {preview}
                  </span>
                  {thread.Blocked && <StatusPill tone="warning">{t.blockedBadge}</StatusPill>}
                  {thread.Unread > 0 && (
                    <StatusPill tone="success" className="unread-count">
                      {thread.Unread}
                    </StatusPill>
                  )}
                </span>
              </span>
            </Link>
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
  // A message of this thread pushed (sent by either of them, from any tab): what came after the last shown is read at
  // once. While the push channel is not live, the conversation polls, at the delay the last read set.
  const live = useLiveEvents((event) => {
    if (event.Type === 'reset' || (event.Type === 'message.sent' && event.Message && isThreadWith(event.Message.ThreadID, withId))) {
      invalidate(messageReads.conversation(withId));
    }
  });
  // The first read, then what came after the last message shown (Messages.follow).
  const conversation = useRead(
    MESSAGES,
    messageReads.conversation(withId),
    async (service, shown: Conversation | undefined): Promise<Conversation> => {
      const next = await service.follow(withId, shown);
      if (next.markedRead) invalidate(messageReads.threads, UNREAD_READ);
      return next;
    },
    { pollMs: live === 'live' ? undefined : (shown) => shown?.pollMs ?? POLL_MIN_MS },
  );
  const { items, thread } = conversation.status === 'ready' ? conversation.data : { items: [], thread: null };
  const refused = conversation.status === 'error' && (conversation.refusal.code === 'refused' || conversation.refusal.code === 'not-found');

  const otherName = thread ? (role === ROLE.TUTOR ? thread.StudentName : thread.TutorName) : (knownName ?? t.newConversation);
  // A refusal the server explained (blocked, too fast) in its words; anything else in ours. Sent: the conversation is
  // read again at once (an answer is likely soon), and the list of them.
  const send = useChange(MESSAGES, (service, text: string) => service.send(withId, text), { failed: t.sendFailed }, [messageReads.conversation(withId), messageReads.threads]);

  // The newest message in view, unless the reader has scrolled up to read earlier ones.
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const newest = items.at(-1)?.MessageID;
  useEffect(() => {
    const el = scroller.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [newest]);
  const onScroll = () => {
    const el = scroller.current;
    if (el) following.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
  };
  const days = byDay(items, timeZone);

  return (
    <section aria-labelledby="conversation-title" className="conversation">
      <div className="conversation-header">
        <ButtonLink variant="quiet" size="sm" icon={<ArrowLeft />} to={paths.messages()} className="conversation-back">
          <span className="conversation-back-label">{t.back}</span>
        </ButtonLink>
        <Avatar name={otherName} size={32} />
        <h2 id="conversation-title" aria-label={t.with(otherName)}>
          {otherName}
        </h2>
        {role === ROLE.TUTOR && thread && <BlockControl studentId={withId} name={otherName} blocked={thread.Blocked} />}
      </div>
      {conversation.status === 'loading' && <LoadingBlock />}
      {conversation.status === 'error' && !refused && <ErrorBlock onRetry={conversation.retry} />}
      {refused && (
        <p className="conversation-refused" role="alert">
          {t.refused}
        </p>
      )}
      {conversation.status === 'ready' && (
        <>
          {thread?.Blocked && <p className="policy-note">{role === ROLE.TUTOR ? t.youBlocked(otherName) : t.blockedYou(otherName)}</p>}
          {/* A log from the start (a live region added with its first message would not be read out): new messages are read as they arrive. */}
          <div ref={scroller} className="message-scroll" role="log" aria-label={t.logName(otherName)} aria-live="polite" tabIndex={0} onScroll={onScroll}>
            {items.length === 0 && <p className="muted message-empty">{t.empty(otherName)}</p>}
            {days.map((day) => (
              <div key={day.key} className="message-day">
                <h3 className="day-separator">
                  <span>
                    <DateTime value={day.items[0]!.SentAt} now={nowMs} timeZone={timeZone} variant="day" words={{ today: t.today, yesterday: t.yesterday }} />
                  </span>
                </h3>
                <ol className="message-log">
                  {day.items.map((m) => {
                    const theirs = m.SenderID === withId;
                    return (
                      <li key={m.MessageID} className={theirs ? 'message theirs' : 'message mine'}>
                        <span className="visually-hidden">{theirs ? m.SenderName : t.you}: </span>
                        <p className="message-text">{m.Text}</p>
                        <p className="message-meta">
                          <DateTime value={m.SentAt} now={nowMs} timeZone={timeZone} variant="time" />
                        </p>
                      </li>
                    );
                  })}
                </ol>
              </div>
            ))}
          </div>
          {!(role === ROLE.STUDENT && thread?.Blocked === true) && <Composer name={otherName} onSend={send} />}
        </>
      )}
    </section>
  );
}

/** The conversation's messages under their calendar days in the reader's zone (each headed 'Today', 'Yesterday', a date). */
function byDay(items: readonly Message[], timeZone: string): { key: string; items: Message[] }[] {
  const days: { key: string; items: Message[] }[] = [];
  for (const m of items) {
    const key = calendarDay(m.SentAt, timeZone);
    const open = days.at(-1);
    if (open && open.key === key) open.items.push(m);
    else days.push({ key, items: [m] });
  }
  return days;
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
      <TextAreaField id={`${id}-text`} label={t.message} hint={t.messageHint} error={form.errors.text} value={form.values.text} onChange={(text) => form.set('text', text)} rows={2} />
      <Button type="submit" variant="primary" icon={<SendHorizontal />} disabled={form.pending} className="composer-send">
        {form.pending ? t.sending : t.send}
      </Button>
    </form>
  );
}

/** The tutor's block or unblock, in the conversation's menu; what it did is said beside it. */
function BlockControl({ studentId, name, blocked }: { studentId: string; name: string; blocked: boolean }) {
  const [message, setMessage] = useState('');
  const change = useChange(MESSAGES, (service, to: boolean) => service.block(studentId, to), { failed: t.blockFailed }, [messageReads.conversation(studentId), messageReads.threads]);
  const toggle = async () => {
    const outcome = await change(!blocked);
    if (outcome.ok) setMessage(outcome.value.Blocked ? t.nowBlocked(name) : t.nowUnblocked(name));
    else setMessage(outcome.message);
  };
  return (
    <div className="conversation-actions">
      <span role="status" className="conversation-outcome">
        {message}
      </span>
      <ActionMenu
        label={t.moreActions(name)}
        actions={[blocked ? { label: t.unblock(name), icon: <UserCheck />, onSelect: () => void toggle() } : { label: t.block(name), icon: <Ban />, danger: true, onSelect: () => void toggle() }]}
      />
    </div>
  );
}
