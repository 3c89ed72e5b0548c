import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { ChatMessage } from '../../../domain/classroom-chat';
import type { ChatSendResult } from '../../../ports/video-call';
import { CLOCK } from '../../../ports/clock';
import { DateTime } from '../../components/kit/date-time';
import { useService } from '../../components/container-context';
import { useProfileTimeZone } from '../../components/use-profile-time-zone';
import { ChatText } from '../../components/chat-text';
import { Button, IconButton } from '../../components/kit/button';
import { SendHorizontal, X } from 'lucide-react';
import { useForm } from '../../components/form/use-form';
import { classChatSchema, type ClassChatValues } from './class-chat-schema';
import { classroomText, classroomWords } from './classroom-text';

const t = classroomText.chat;
const EMPTY: ClassChatValues = { text: '' };

export interface ClassChatProps {
  messages: readonly ChatMessage[];
  selfUid: number;
  /** Sends a message; absent once the call is over (the log stays readable until the page is left). */
  onSend?: (text: string) => ChatSendResult;
  /** Under the log: what happens to it after the class (and the tutor's Save). */
  footer?: ReactNode;
  /** Closes the chat (the call's side panel or drawer); absent where it cannot be closed. */
  onClose?: () => void;
}

/** The classroom chat beside the video: who wrote what and when, and a box to write to everyone. */
export function ClassChat({ messages, selfUid, onSend, footer, onClose }: ClassChatProps) {
  const zone = useProfileTimeZone();
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const clock = useService(CLOCK);

  // The newest message in view, unless the reader has scrolled up to read earlier ones.
  const following = useRef(true);
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    const el = log.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [newest]);
  const onScroll = () => {
    const el = log.current;
    if (el) following.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
  };

  // The domain's chat rule is checked here first; the call checks it again and adds its own (too fast, not connected).
  const form = useForm({
    initial: EMPTY,
    schema: () => classChatSchema,
    send: async (_checked, values) => {
      const result = onSend?.(values.text);
      if (!result) return { ok: false, errors: { text: classroomWords({ kind: 'chat', code: 'not-connected' }) } };
      if (result.ok) return { ok: true, values: EMPTY };
      return { ok: false, errors: { text: classroomWords({ ...result, kind: 'chat' }) } };
    },
  });
  const problem = form.errors.text;
  // Back to the box after each press (a click on Send included), to write the next message or fix this one.
  const onSubmit = (event: FormEvent) => {
    form.onSubmit(event);
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <section className="class-chat" aria-labelledby={headingId}>
      <div className="class-chat-header">
        <h3 id={headingId}>{t.heading}</h3>
        {onClose ? <IconButton label={classroomText.closeChat} icon={<X />} size="sm" onClick={onClose} /> : null}
      </div>
      {/* A log (polite live region): screen readers read out each message as it arrives. */}
      <div ref={log} className="chat-log" role="log" aria-label={t.logLabel} tabIndex={0} onScroll={onScroll}>
        <ol>
        {messages.map((m) => (
          <li key={m.id} className={m.uid === selfUid ? 'mine' : undefined}>
            <p className="chat-meta">
              <strong>{m.name}</strong>
              {m.host ? ` (${t.fromHost})` : ''}
              {m.uid === selfUid ? ` (${t.you})` : ''} · <DateTime value={m.at} now={clock.now()} timeZone={zone} variant="chat" />
            </p>
            <ChatText text={m.text} />
          </li>
        ))}
        </ol>
      </div>
      {messages.length === 0 ? <p className="muted">{t.empty}</p> : null}
      {onSend ? (
        <form onSubmit={onSubmit} noValidate>
          <label htmlFor={inputId}>{t.inputLabel}</label>
          <textarea
            ref={input}
            id={inputId}
            value={form.values.text}
            onChange={(event) => form.set('text', event.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            aria-invalid={problem ? true : undefined}
          />
          <p id={hintId} className="hint">
            {t.inputHint}
          </p>
          {problem ? (
            <p id={errorId} className="field-error" role="alert">
              {problem}
            </p>
          ) : null}
          <Button type="submit" variant="primary" size="sm" icon={<SendHorizontal />}>
            {t.send}
          </Button>
        </form>
      ) : null}
      {footer}
    </section>
  );
}
