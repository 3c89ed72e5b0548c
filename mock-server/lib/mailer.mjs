// The mock's email (added beyond the spec, issue 41): an outbox in the store, and a sender that delivers it over SMTP.
//
// The outbox pattern, as production's backend should build it:
// 1. What causes a mail (an event a handler publishes, a reminder a clock job sends) writes the mail into `outbox` in
//    the same transaction as the change itself (before that handler's persist()): the change and its mail are stored
//    together or not at all. Each mail has a Key (`<cause>:<recipient>`), unique: the same cause never queues twice.
// 2. After the write, the sender picks the mails that are due (Status 'pending', NextAttemptAt reached), sends each
//    over SMTP and marks it 'sent' (SentAt). A send that fails stays 'pending' with Attempts + 1, LastError and a later
//    NextAttemptAt (backoff 5 s, 10 s, 20 s … at most 10 minutes), so it is retried, never lost; after MAX_ATTEMPTS it
//    is 'failed' (an operator's alert in production).
// 3. Never twice: one mail is in flight at most once (the sender's in-flight set), and it is marked sent as soon as the
//    SMTP server accepted it. A crash between the server's acceptance and that mark would send it again on the next
//    start: SMTP cannot close that gap, so every mail carries a Message-ID made from its MailID, by which a mail system
//    (and the catcher's API) recognises the repeat.
// With no SMTP address configured (unit tests, a mock started by a test) the mails are recorded and stay pending.
import nodemailer from 'nodemailer';
import { iso } from './time.mjs';

export const MAX_ATTEMPTS = 8;
const FIRST_BACKOFF_MS = 5_000;
const MAX_BACKOFF_MS = 10 * 60_000;
export const MAIL_FROM = { name: 'TutorHub', address: 'no-reply@tutorhub.example' };

/** When a mail that has failed `attempts` times is tried again. */
export const backoffMs = (attempts) => Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));

/**
 * Queues one mail in the caller's transaction (before its persist()). `mail`: `{ Key, To: { UserID, Name, Email },
 * Subject, Text, Html, Attachments?: [{ Filename, ContentType, Content }] }`. A Key already queued is not queued again.
 * Returns the stored record, or null when its Key was queued before.
 */
export function queueMail(state, now, mail) {
  state.outbox ??= [];
  if (state.outbox.some((m) => m.Key === mail.Key)) return null;
  const meta = state.meta;
  const id = (meta.lastMailId ?? 0) + 1;
  meta.lastMailId = id;
  const record = {
    id,
    MailID: id,
    Key: mail.Key,
    ToUserID: mail.To.UserID,
    ToName: mail.To.Name,
    ToEmail: mail.To.Email,
    Subject: mail.Subject,
    Text: mail.Text,
    Html: mail.Html,
    Attachments: mail.Attachments ?? [],
    Status: 'pending',
    Attempts: 0,
    CreatedAt: iso(now),
    NextAttemptAt: iso(now),
  };
  state.outbox.push(record);
  return record;
}

/** A mail's Message-ID: the same at every attempt, so a repeat after a crash is recognised as the same mail. */
export const messageIdOf = (record, storeId) => `<mail-${record.MailID}.${storeId}@tutorhub.mock>`;

/**
 * The sender. `state()`: the store's watched state; `raw()`: the same unwatched, to read from; `persist()`: writes it; `now()`: the mock's clock. `smtp`:
 * `{ host, port }` of the SMTP server, or `transport` (anything with nodemailer's `sendMail`, for tests); neither: mails
 * are only recorded. `say`: the log.
 */
export function createMailer({ state, raw = state, persist, now, smtp, transport: given, say = () => {} }) {
  const transport = given ?? (smtp ? nodemailer.createTransport({ host: smtp.host, port: smtp.port, secure: false, ignoreTLS: true, connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 }) : null);
  const inFlight = new Set();
  // A reset replaces the store: a send still under way belongs to the old one and marks nothing in the new.
  let generation = 0;
  let scheduled = false;
  let running = Promise.resolve();
  // Closing: nothing new is sent (the store is about to close); what is under way finishes first.
  let closed = false;

  const due = () => {
    const at = now().getTime();
    // Read unwatched (this runs every second); a send marks the watched record.
    return (raw().outbox ?? []).filter((m) => m.Status === 'pending' && !inFlight.has(m.MailID) && Date.parse(m.NextAttemptAt) <= at);
  };

  const sendOne = async (record, storeId, started) => {
    const message = {
      from: MAIL_FROM,
      to: { name: record.ToName, address: record.ToEmail },
      subject: record.Subject,
      text: record.Text,
      html: record.Html,
      messageId: messageIdOf(record, storeId),
      attachments: record.Attachments.map((a) => ({ filename: a.Filename, contentType: a.ContentType, content: a.Content })),
    };
    let failure = null;
    try {
      await transport.sendMail(message);
    } catch (error) {
      failure = error;
    }
    inFlight.delete(record.MailID);
    if (started !== generation) return;
    // The record as the store has it now (the watched one: its change is written by persist()).
    const stored = (state().outbox ?? []).find((m) => m.MailID === record.MailID);
    if (!stored) return;
    if (failure) {
      const attempts = (stored.Attempts ?? 0) + 1;
      Object.assign(stored, {
        Attempts: attempts,
        LastError: String(failure.message ?? failure).slice(0, 300),
        ...(attempts >= MAX_ATTEMPTS ? { Status: 'failed' } : { NextAttemptAt: iso(new Date(now().getTime() + backoffMs(attempts))) }),
      });
      say(`[mail] could not send "${stored.Subject}" to ${stored.ToEmail} (attempt ${attempts}): ${stored.LastError}`);
    } else {
      Object.assign(stored, { Status: 'sent', SentAt: iso(now()), Attempts: (stored.Attempts ?? 0) + 1 });
      delete stored.LastError;
    }
    try {
      persist();
    } catch (error) {
      // Memory went back to the disk's state: the mail is pending there, and is sent again (same Message-ID).
      say(`[mail] could not record the send of mail ${record.MailID}: ${error.message}`);
    }
  };

  /** Sends every due mail once; resolves when they are all answered. */
  const flush = () => {
    running = running.then(async () => {
      if (!transport || closed) return;
      const batch = due();
      if (batch.length === 0) return;
      const started = generation;
      const storeId = state().meta?.seededAt ?? 'store';
      for (const record of batch) inFlight.add(record.MailID);
      // One at a time: a catcher or a relay is not hammered, and the order of the outbox is kept.
      for (const record of batch) await sendOne(record, storeId, started);
    }).catch((error) => {
      // An unexpected error must not stop the chain (every later flush would be skipped): what was not sent stays
      // pending and goes at the next run. Sends run one at a time, so nothing else is in flight.
      inFlight.clear();
      say(`[mail] a send run stopped on an error; what is left goes at the next run: ${error.message}`);
    });
    return running;
  };

  return {
    flush,
    /** Sends what is due on the next turn (after the handler that queued it has persisted). */
    kick() {
      if (scheduled || !transport) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        void flush();
      });
    },
    /** The store was reset: sends under way no longer belong to it. */
    reset() {
      generation += 1;
      inFlight.clear();
    },
    /** Whether mails are delivered (an SMTP address or a transport), or only recorded. */
    delivers: Boolean(transport),
    close: async () => {
      closed = true;
      await running;
      transport?.close?.();
    },
  };
}
