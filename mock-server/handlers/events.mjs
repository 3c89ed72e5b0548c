// GET /StreamEvents (added beyond the spec, issue 41): the caller's events as Server-Sent Events (lib/events.mjs keeps
// and wakes them). Authenticated like every call (the middleware's 401 comes first); only the caller's own events.
import { StreamReply } from '../lib/http.mjs';
import { eventsAfter, HEARTBEAT_MS, latestEventId, pushEventOf, RETRY_MS, sseEvent } from '../lib/events.mjs';

/** Where the client resumes: Last-Event-ID wins over After; null for a new stream. (Their form is the document's.) */
function resumeFrom(ctx) {
  const header = ctx.req.get('Last-Event-ID');
  if (header !== undefined && header !== '') return Number(header);
  return ctx.query.After === undefined ? null : Number(ctx.query.After);
}

export default function register(api) {
  api.get('/StreamEvents', (ctx) => {
    const uid = ctx.caller.uid;
    const hub = ctx.events;
    const after = resumeFrom(ctx);
    const once = String(ctx.query.Once) === 'true';
    return new StreamReply((req, res) => {
      // node's own setHeader: express's res.set would add a charset parameter (the stream is UTF-8 by definition).
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/event-stream');
      res.setHeader('Cache-Control', 'no-cache, no-transform');
      res.setHeader('X-Accel-Buffering', 'no');
      res.flushHeaders();
      res.write(`retry: ${RETRY_MS}\n\n`);
      // position: the id of the last event this stream has sent (or stood at); what is after it is sent next.
      let position = after ?? latestEventId(hub.state());
      const send = () => {
        const state = hub.state();
        // A position past the store's latest is one of another store (the mock was reset): start again from its present.
        const { reset, events } = position > latestEventId(state) ? { reset: true, events: [] } : eventsAfter(state, uid, position);
        if (reset) {
          position = latestEventId(state);
          res.write(sseEvent({ id: position, type: 'reset', data: { EventID: position } }));
          return;
        }
        for (const record of events) {
          res.write(sseEvent({ id: record.EventID, type: record.Type, data: pushEventOf(record) }));
          position = record.EventID;
        }
      };
      if (after !== null || once) send();
      if (once) return res.end();
      // Live from here: `ready` says so (and where it stands, for a client that drops before anything happens).
      res.write(sseEvent({ id: position, type: 'ready', data: { EventID: position } }));
      const reset = () => {
        position = latestEventId(hub.state());
        res.write(sseEvent({ id: position, type: 'reset', data: { EventID: position } }));
      };
      const stop = hub.listen(uid, send, reset, () => res.end());
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      req.on('close', () => {
        clearInterval(heartbeat);
        stop();
      });
    });
  });
}
