import type { PushEvent } from '../../contract/records';
import { streamEvents } from '../../contract/generated/backend/sdk.gen';
import type { EventStreamApi, StreamEnd, StreamListener } from '../../ports/event-stream-api';
import { STALL_MS } from '../../domain/push';
import { errorFromResponse, networkError } from './http/error-mapping';
import type { BackendTransport } from './http/backend-transport';

/**
 * /StreamEvents through the generated SSE client: one connection per call (its own retries off: LiveUpdates decides
 * when to reconnect, from the domain's backoff), the four headers as every call sends them, Last-Event-ID to resume.
 * A connection that sends nothing for STALL_MS (the backend writes a keep-alive every 15 s) is ended as failed.
 * Each event's data is checked against the contract's schema by the generated client.
 */
export class HttpEventStreamApi implements EventStreamApi {
  constructor(private readonly http: BackendTransport) {}

  async connect(after: number | null, listener: StreamListener, signal: AbortSignal): Promise<StreamEnd> {
    const { status, failed } = await this.open(after, false, listener, signal);
    if (status === 401 || status === 403) return 'refused';
    return failed || status === 0 ? 'failed' : 'closed';
  }

  async catchUp(after: number): Promise<{ events: PushEvent[]; reset: number | null }> {
    const events: PushEvent[] = [];
    let reset: number | null = null;
    const listener: StreamListener = { event: (e) => events.push(e), position: () => undefined, reset: (id) => (reset = id) };
    const { status, failed, body } = await this.open(after, true, listener, new AbortController().signal);
    if (status === 0) throw networkError(failed);
    if (status >= 400) throw errorFromResponse(status, body);
    if (failed) throw networkError(failed);
    return { events, reset };
  }

  private async open(after: number | null, once: boolean, listener: StreamListener, signal: AbortSignal) {
    let status = 0;
    let body: unknown;
    let failed: unknown = null;
    const send = this.http.fetcher();
    // This connection's own end: the caller's signal, or nothing at all (not even a keep-alive) for STALL_MS.
    const connection = new AbortController();
    const quit = () => connection.abort();
    signal.addEventListener('abort', quit, { once: true });
    let stalled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const alive = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        connection.abort();
      }, STALL_MS);
    };
    // The status (and a refusal's JSON) seen here: the generated client only says the stream failed. Every chunk that
    // arrives (events and keep-alive lines) keeps the connection alive.
    const fetchImpl = (async (request: Request) => {
      alive();
      const response = await send(request);
      status = response.status;
      if (!response.ok) body = await response.clone().json().catch(() => undefined);
      if (!response.ok || !response.body) return response;
      const watched = response.body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({ transform: (chunk, out) => (alive(), out.enqueue(chunk)) }));
      return new Response(watched, { status: response.status, statusText: response.statusText, headers: response.headers });
    }) as typeof fetch;
    const headers = { ...this.http.headers(), ...(after === null ? {} : { 'Last-Event-ID': String(after) }) };
    try {
      const { stream } = await streamEvents({
        baseUrl: this.http.baseUrl,
        fetch: fetchImpl,
        headers: headers as Parameters<typeof streamEvents>[0]['headers'],
        query: once ? { Once: true } : undefined,
        signal: connection.signal,
        sseMaxRetryAttempts: 1,
        onSseError: (error) => (failed = error),
        onSseEvent: ({ event, data }) => {
          // A block with no data (the stream's opening `retry:`) is no event.
          if (data === undefined) return;
          const eventId = (data as { EventID: number }).EventID;
          if (event === 'ready') listener.position(eventId);
          else if (event === 'reset') listener.reset(eventId);
          else listener.event(data as PushEvent);
        },
      });
      for await (const _ of stream) {
        // Each event is handed over by onSseEvent (with its name); the loop only drives the stream.
      }
    } catch (error) {
      failed = error;
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', quit);
    }
    if (stalled) failed = new Error(`no data for ${STALL_MS} ms`);
    else if (signal.aborted) failed = null;
    return { status, failed, body };
  }
}
