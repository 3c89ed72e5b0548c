import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { Message, Thread } from '../../../contract/records';
import { ROLE } from '../../../domain/constants';
import { nextPollDelay, POLL_MIN_MS } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { MESSAGES } from '../../../application/tokens';
import { useService } from '../../components/container-context';
import { useProfileTimeZone } from '../../components/use-profile-time-zone';
import { useRole } from '../../components/auth/use-role';
import { ErrorBlock, LoadingBlock } from '../../components/async-states';
import { formatClassTime } from '../../../domain/class-time';
import { useNowMs } from '../../components/class-phase';
import { SubmitButton, TextAreaField } from '../../components/form/fields';
import { useForm } from '../../components/form/use-form';
import { worded } from '../../components/form/save-outcome';
import { PageTitle } from '../../components/page-title';
import { useAsync } from '../../components/use-async';
import { announceUnreadChanged } from '../../components/use-unread-count';
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
  const messages = useService(MESSAGES);
  const threads = useAsync(() => messages.threads({ page: 1, pageSize: 50 }), 'threads');
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
        {withId ? <Conversation key={withId} withId={withId} knownName={name} timeZone={timeZone} onChange={threads.refresh} /> : <p className="muted">{t.pick}</p>}
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

function Conversation({ withId, knownName, timeZone, onChange }: { withId: string; knownName?: string; timeZone: string; onChange: () => void }) {
  const messages = useService(MESSAGES);
  const role = useRole();
  const nowMs = useNowMs();
  const [items, setItems] = useState<Message[]>([]);
  const [thread, setThread] = useState<Thread | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error' | 'refused'>('loading');
  const [attempt, setAttempt] = useState(0);
  const last = useRef(0);
  const delay = useRef(POLL_MIN_MS);
  // Asks now and from then on at the shortest delay (after a send, or when the tab is shown again).
  const wake = useRef<() => void>(() => {});

  // The first load, then polls for what came after the last message shown.
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const markRead = async (list: { Thread?: Thread }) => {
      if (!list.Thread || list.Thread.Unread === 0) return;
      try {
        setThread(await messages.markRead(withId));
        announceUnreadChanged();
        onChange();
      } catch {
        // Still unread on the server: the next poll marks it again; the conversation stays on screen.
      }
    };
    const poll = async () => {
      if (stopped) return;
      let fresh = false;
      try {
        if (document.visibilityState !== 'hidden') {
          const list = await messages.thread(withId, last.current);
          if (stopped) return;
          fresh = list.Items.length > 0;
          if (fresh) {
            setItems((shown) => [...shown, ...list.Items.filter((m) => !shown.some((s) => s.MessageID === m.MessageID))]);
            last.current = Math.max(last.current, list.Items.at(-1)!.MessageID);
          }
          if (list.Thread) setThread(list.Thread);
          await markRead(list);
        }
      } catch {
        // A failed poll is tried again later; what is on screen stays.
      }
      delay.current = nextPollDelay(delay.current, fresh);
      if (!stopped) timer = setTimeout(() => void poll(), delay.current);
    };
    wake.current = () => {
      clearTimeout(timer);
      delay.current = POLL_MIN_MS;
      if (!stopped) timer = setTimeout(() => void poll(), 0);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') wake.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    (async () => {
      try {
        const list = await messages.thread(withId);
        if (stopped) return;
        setItems(list.Items);
        setThread(list.Thread ?? null);
        last.current = list.Items.at(-1)?.MessageID ?? 0;
        setStatus('ready');
        await markRead(list);
        timer = setTimeout(() => void poll(), delay.current);
      } catch (error) {
        if (!stopped) setStatus((error as { kind?: string }).kind === 'forbidden' || (error as { kind?: string }).kind === 'not-found' ? 'refused' : 'error');
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [messages, withId, attempt, onChange]);

  const otherName = thread ? (role === ROLE.TUTOR ? thread.StudentName : thread.TutorName) : (knownName ?? t.newConversation);
  // A refusal the server explained (blocked, too fast) in its words; anything else in ours.
  const send = async (text: string) => {
    const outcome = await messages.send(withId, text);
    return outcome.ok ? outcome : { ok: false as const, message: outcome.serverMessage ?? t.sendFailed };
  };

  return (
    <section aria-labelledby="conversation-title" className="conversation">
      <h2 id="conversation-title">{t.with(otherName)}</h2>
      {status === 'loading' && <LoadingBlock />}
      {status === 'error' && <ErrorBlock onRetry={() => setAttempt((n) => n + 1)} />}
      {status === 'refused' && <p role="alert">{t.refused}</p>}
      {status === 'ready' && (
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
          <Composer
            name={otherName}
            onSend={async (text) => {
              const outcome = await send(text);
              if (outcome.ok) {
                setItems((shown) => (shown.some((s) => s.MessageID === outcome.value.MessageID) ? shown : [...shown, outcome.value]));
                last.current = Math.max(last.current, outcome.value.MessageID);
                // An answer is likely soon: look again at the shortest delay.
                wake.current();
                onChange();
              }
              return outcome;
            }}
          />
          )}
          {role === ROLE.TUTOR && thread && <BlockControl studentId={withId} name={otherName} blocked={thread.Blocked} onChanged={setThread} />}
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

function BlockControl({ studentId, name, blocked, onChanged }: { studentId: string; name: string; blocked: boolean; onChanged: (thread: Thread) => void }) {
  const messages = useService(MESSAGES);
  const [message, setMessage] = useState('');
  const change = worded((to: boolean) => messages.block(studentId, to), { failed: t.blockFailed }, () => {});
  return (
    <p>
      <button
        type="button"
        className="button secondary"
        onClick={async () => {
          const outcome = await change(!blocked);
          if (outcome.ok) {
            onChanged(outcome.value);
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
