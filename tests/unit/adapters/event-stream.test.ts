// The push channel's adapter over fetch: events handed over with their names, Last-Event-ID sent to resume, a refusal
// told apart from a failure, and a connection that goes silent ended as failed after STALL_MS.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackendAdapters } from '../../../src/adapters/backend/backend-adapters';
import { InMemoryStore } from '../../../src/adapters/fakes/in-memory-store';
import { SeededRandomSource } from '../../../src/adapters/fakes/seeded-random-source';
import { STALL_MS } from '../../../src/domain/push';
import type { StreamListener } from '../../../src/ports/event-stream-api';

const encoder = new TextEncoder();

function adaptersWith(respond: (request: Request) => Response) {
  const requests: Request[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    return respond(request);
  }) as typeof globalThis.fetch;
  const adapters = createBackendAdapters({ backend: 'https://api.example.test', functions: 'https://fn.example.test' }, { local: new InMemoryStore(), random: new SeededRandomSource(), fetch });
  return { api: adapters.eventStream, requests };
}

function recorder() {
  const got: string[] = [];
  const listener: StreamListener = {
    event: (event) => got.push(`${event.Type}#${event.EventID}`),
    position: (id) => got.push(`ready#${id}`),
    reset: (id) => got.push(`reset#${id}`),
  };
  return { got, listener };
}

const sse = (text: string, status = 200) => new Response(text, { status, headers: { 'Content-Type': 'text/event-stream' } });
const MESSAGE = '{"EventID":7,"Type":"message.sent","At":"2026-03-01T10:00:00Z","Message":{"MessageID":2,"ThreadID":"a~b","SenderID":"a","SenderRole":"Tutor","SenderName":"Asha Rao","Text":"Hi","SentAt":"2026-03-01T10:00:00Z"}}';

afterEach(() => {
  vi.useRealTimers();
});

describe('HttpEventStreamApi', () => {
  it('hands over each event by its name, resumes with Last-Event-ID, and ends closed when the server closes', async () => {
    const { api, requests } = adaptersWith(() => sse(`retry: 1000\n\nid: 7\nevent: message.sent\ndata: ${MESSAGE}\n\n: keep-alive\n\nid: 7\nevent: ready\ndata: {"EventID":7}\n\n`));
    const { got, listener } = recorder();
    expect(await api.connect(6, listener, new AbortController().signal)).toBe('closed');
    expect(got).toEqual(['message.sent#7', 'ready#7']);
    expect(requests[0]!.headers.get('Last-Event-ID')).toBe('6');
    expect(new URL(requests[0]!.url).pathname).toBe('/StreamEvents');
  });

  it('tells a refusal (401) from a failure (5xx, no answer)', async () => {
    const refused = adaptersWith(() => new Response('{"StatusCode":401,"Message":"Sign in again","Errors":[]}', { status: 401, headers: { 'Content-Type': 'application/json' } }));
    expect(await refused.api.connect(null, recorder().listener, new AbortController().signal)).toBe('refused');
    const down = adaptersWith(() => new Response('{"StatusCode":503,"Message":"Down","Errors":[]}', { status: 503, headers: { 'Content-Type': 'application/json' } }));
    expect(await down.api.connect(null, recorder().listener, new AbortController().signal)).toBe('failed');
    expect(refused.requests[0]!.headers.has('Last-Event-ID')).toBe(false);
  });

  it('ends a connection that sends nothing, not even a keep-alive, for STALL_MS as failed', async () => {
    vi.useFakeTimers();
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const { api } = adaptersWith(() => new Response(new ReadableStream<Uint8Array>({ start: (c) => void (stream = c) }), { headers: { 'Content-Type': 'text/event-stream' } }));
    const { got, listener } = recorder();
    const ended = api.connect(3, listener, new AbortController().signal);
    await vi.waitFor(() => expect(stream).toBeDefined());
    stream.enqueue(encoder.encode('id: 3\nevent: ready\ndata: {"EventID":3}\n\n'));
    await vi.waitFor(() => expect(got).toEqual(['ready#3']));
    // A keep-alive line before the limit keeps it open; silence past the limit ends it. (vi.waitFor moves fake time
    // on by its own checks, hence a second of margin.)
    let settled = false;
    void ended.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(STALL_MS - 1000);
    stream.enqueue(encoder.encode(': keep-alive\n\n'));
    await vi.advanceTimersByTimeAsync(STALL_MS - 1000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await ended).toBe('failed');
  });

  it('catchUp asks once (Once=true) and gives the events and a reset', async () => {
    const { api, requests } = adaptersWith(() => sse(`retry: 1000\n\nid: 9\nevent: reset\ndata: {"EventID":9}\n\n`));
    expect(await api.catchUp(4)).toEqual({ events: [], reset: 9 });
    expect(new URL(requests[0]!.url).searchParams.get('Once')).toBe('true');
  });
});
