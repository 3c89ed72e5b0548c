import { useId, useState } from 'react';
import { CLASS_CHAT } from '../../application/tokens';
import { useService } from './container-context';
import { useInvalidate, useRead } from './server-state';
import { CLOCK } from '../../ports/clock';
import { DateTime } from './kit/date-time';
import { text as appText } from './text';
import { ChatText } from './chat-text';

export const savedChatText = {
  show: 'Class chat',
  showNamed: (name: string) => `Class chat: ${name}`,
  hide: 'Hide class chat',
  hideNamed: (name: string) => `Hide class chat: ${name}`,
  none: 'The tutor has not saved the chat of this class.',
  failed: 'The class chat could not be loaded. Try again.',
  savedAt: (when: string) => `Saved by the tutor, ${when}`,
  fromTutor: 'Tutor',
  listLabel: (title: string) => `Chat of ${title}`,
};

const t = savedChatText;

/**
 * The classroom chat the tutor saved to the class page (/GetClassChat), behind a button on the class's card: one per
 * session of a course. Only the tutor and students who paid may read it (the backend's rule); nothing else of the
 * chat is kept.
 */
export function SavedClassChat({ classCode, name, timeZone }: { classCode: string; name: string; timeZone: string }) {
  const regionId = useId();
  const [open, setOpen] = useState(false);
  const key = ['class-chat', classCode];
  const chats = useRead(CLASS_CHAT, key, (service) => service.chats(classCode), { enabled: open });
  const invalidate = useInvalidate();
  const clock = useService(CLOCK);

  const toggle = () => {
    // Asked again at each opening: the tutor may have saved it (again) since.
    if (!open) invalidate(key);
    setOpen(!open);
  };

  return (
    <div className="saved-chat">
      <button type="button" className="button secondary" aria-expanded={open} aria-controls={regionId} aria-label={open ? t.hideNamed(name) : t.showNamed(name)} onClick={toggle}>
        {open ? t.hide : t.show}
      </button>
      <div id={regionId} hidden={!open}>
        {open && chats.status === 'loading' ? <p role="status">{appText.loading}</p> : null}
        {open && chats.status === 'error' ? (
          <p role="alert">
            {t.failed}{' '}
            <button type="button" className="button secondary" onClick={chats.retry}>
              {appText.retry}
            </button>
          </p>
        ) : null}
        {open && chats.status === 'ready' && chats.data.length === 0 ? <p>{t.none}</p> : null}
        {open && chats.status === 'ready'
          ? chats.data.map((chat) => {
              const title = chat.SessionTitle ?? name;
              return (
                <section key={`${chat.SessionID ?? 'class'}`} className="saved-chat-log" aria-label={t.listLabel(title)}>
                  {chat.SessionTitle ? <h4>{chat.SessionTitle}</h4> : null}
                  <p className="hint"><DateTime value={chat.SavedAt} now={clock.now()} timeZone={timeZone} within={t.savedAt} /></p>
                  <ol>
                    {chat.Messages.map((m, i) => (
                      <li key={i}>
                        <p className="chat-meta">
                          <strong>{m.SenderName}</strong>
                          {m.FromTutor ? ` (${t.fromTutor})` : ''} · <DateTime value={m.SentAt} now={clock.now()} timeZone={timeZone} variant="chat" />
                        </p>
                        <ChatText text={m.Text} />
                      </li>
                    ))}
                  </ol>
                </section>
              );
            })
          : null}
      </div>
    </div>
  );
}
