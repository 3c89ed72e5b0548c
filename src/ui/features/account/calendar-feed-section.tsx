import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CALENDAR_FEEDS } from '../../../application/tokens';
import type { CalendarFeed } from '../../../contract/records';
import { ErrorBlock } from '../../components/async-states';
import { Button } from '../../components/kit/button';
import { Dialog } from '../../components/kit/dialog';
import { Skeleton } from '../../components/kit/skeleton';
import { StatusPill } from '../../components/kit/status-pill';
import { useToast } from '../../components/kit/toast';
import { useChange, useRead } from '../../components/server-state';
import { accountText as t } from './account-text';

const FEED_KEY = ['calendar-feed'];

type Confirming = 'new-address' | 'turn-off' | null;

/**
 * The account page's "Calendar apps" (issue 39): off, one button connects a calendar; on, the private address is never
 * shown (it is a secret), only copied, with how to add it to Google, Apple and Outlook; a new address and turning off
 * are each confirmed first, since the old address stops working at once.
 */
export function CalendarFeedSection({ tutor }: { tutor: boolean }) {
  const load = useRead(CALENDAR_FEEDS, FEED_KEY, (feeds): Promise<CalendarFeed> => feeds.current());
  const connect = useChange(CALENDAR_FEEDS, (feeds) => feeds.connect(), t.calendarRefusal, [FEED_KEY]);
  const replace = useChange(CALENDAR_FEEDS, (feeds) => feeds.newAddress(), t.calendarRefusal, [FEED_KEY]);
  const turnOff = useChange(CALENDAR_FEEDS, (feeds) => feeds.turnOff(), t.calendarRefusal, [FEED_KEY]);
  const toast = useToast();
  // What the last change answered, drawn until the read it made stale comes back (it says the same).
  const [answered, setAnswered] = useState<{ over: CalendarFeed | undefined; feed: CalendarFeed } | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState('');
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [copyNote, setCopyNote] = useState('');
  // Where the focus goes when the control that had it is gone: Copy address once on, the heading once off.
  // A count goes with each, so a second change moves the focus again.
  const [after, setAfter] = useState<{ to: 'copy' | 'heading' | null; n: number }>({ to: null, n: 0 });
  const focusTo = (to: 'copy' | 'heading') => setAfter((previous) => ({ to, n: previous.n + 1 }));
  const heading = useRef<HTMLHeadingElement>(null);
  const actions = useRef<HTMLDivElement>(null);

  const read = load.status === 'ready' ? load.data : undefined;
  const feed = answered && answered.over === read ? answered.feed : read;

  // After the dialog's own clean-up, which puts the focus back on the button that opened it (gone once turned off).
  useEffect(() => {
    if (after.to !== null) (after.to === 'copy' ? actions.current?.querySelector<HTMLElement>('button') : heading.current)?.focus();
  }, [after]);

  async function change(run: () => Promise<{ ok: true; value: CalendarFeed } | { ok: false; message: string }>, done: (next: CalendarFeed) => void) {
    if (pending) return;
    setPending(true);
    setProblem('');
    const outcome = await run();
    setPending(false);
    if (!outcome.ok) {
      setProblem(outcome.message);
      return;
    }
    setAnswered({ over: read, feed: outcome.value });
    setConfirming(null);
    setCopyNote('');
    done(outcome.value);
  }

  async function copy(address: string) {
    try {
      await navigator.clipboard.writeText(address);
      setCopyNote('');
      toast.show(t.addressCopied);
    } catch {
      setCopyNote(t.copyFailed);
    }
  }

  function close() {
    if (pending) return;
    setConfirming(null);
    setProblem('');
  }

  const on = feed?.Enabled === true && feed.FeedURL !== undefined;
  return (
    <section className="card account-section calendar-feed" aria-labelledby="calendar-apps-title" aria-busy={pending || load.status === 'loading'}>
      <div className="calendar-feed-head">
        <h2 id="calendar-apps-title" ref={heading} tabIndex={-1}>
          {t.calendarTitle}
        </h2>
        {on && <StatusPill tone="success">{t.calendarConnected}</StatusPill>}
      </div>
      <p className="calendar-feed-lead">{t.calendarLead(tutor)}</p>
      {load.status === 'loading' && (
        <div role="status" aria-label={t.calendarLoading}>
          <Skeleton lines={2} />
        </div>
      )}
      {load.status === 'error' && !feed && <ErrorBlock message={t.calendarLoadFailed} onRetry={load.retry} />}
      {feed && !on && (
        <div className="calendar-feed-actions">
          <Button variant="primary" icon={<CalendarPlus />} disabled={pending} onClick={() => void change(connect, () => focusTo('copy'))}>
            {pending ? t.connectingCalendar : t.connectCalendar}
          </Button>
        </div>
      )}
      {feed && on && (
        <>
          <p className="calendar-feed-secret">{t.calendarSecret}</p>
          <div className="calendar-feed-actions" ref={actions}>
            <Button variant="primary" icon={<Copy />} onClick={() => void copy(feed.FeedURL!)}>
              {t.copyAddress}
            </Button>
            <Button variant="secondary" icon={<RefreshCw />} onClick={() => setConfirming('new-address')}>
              {t.newAddress}
            </Button>
            <Button variant="quiet" className="calendar-feed-off" onClick={() => setConfirming('turn-off')}>
              {t.turnOff}
            </Button>
          </div>
          <p aria-live="polite" className="calendar-feed-note">
            {copyNote}
          </p>
          <h3 className="calendar-feed-how-title">{t.calendarHowTitle}</h3>
          <ul className="calendar-feed-how">
            {t.calendarHow.map(({ app, steps }) => (
              <li key={app}>
                <strong>{app}</strong>: {steps}
              </li>
            ))}
          </ul>
          <p className="calendar-feed-delay">{t.calendarDelay}</p>
        </>
      )}
      {!confirming && problem && (
        <p role="alert" className="form-alert calendar-feed-problem">
          {problem}
        </p>
      )}
      {confirming && (
        <Dialog
          title={confirming === 'new-address' ? t.newAddressTitle : t.turnOffTitle}
          description={confirming === 'new-address' ? t.newAddressWarning : t.turnOffWarning}
          closeLabel={t.closeDialog}
          size="sm"
          onClose={close}
          footer={
            <>
              <Button variant="secondary" disabled={pending} onClick={close}>
                {t.keep}
              </Button>
              {confirming === 'new-address' ? (
                <Button
                  variant="primary"
                  data-autofocus
                  disabled={pending}
                  onClick={() =>
                    void change(replace, () => {
                      toast.show(t.newAddressDone);
                      focusTo('copy');
                    })
                  }
                >
                  {pending ? t.gettingNewAddress : t.newAddressConfirm}
                </Button>
              ) : (
                <Button
                  variant="danger"
                  data-autofocus
                  disabled={pending}
                  onClick={() =>
                    void change(turnOff, () => {
                      toast.show(t.turnedOff);
                      focusTo('heading');
                    })
                  }
                >
                  {pending ? t.turningOff : t.turnOffConfirm}
                </Button>
              )}
            </>
          }
        >
          {problem ? (
            <p role="alert" className="calendar-feed-problem">
              {problem}
            </p>
          ) : undefined}
        </Dialog>
      )}
    </section>
  );
}
