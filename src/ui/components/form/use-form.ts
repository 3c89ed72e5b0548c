import { startTransition, useActionState, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { firstErrorPerField, firstErrorPerPath, type FieldErrors } from './field-errors';

// The one form hook: the values, per-field errors (the schema's, checked before sending, and the backend's), the
// pending flag (one request per press), a form-level alert and what a success says. Built on useActionState, run
// through startTransition from the submit handler, not <form action> (React resets a form after such an action, and our
// inputs are controlled). zod is imported for its types only, so a page that uses the hook does not load zod for it.

type Key<V> = keyof V & string;

/**
 * Where an error stands: a top-level field ('Email'), or a path into one, as the contract names a refused field of a
 * record of lists ('Weekly[2].To', 'Trial.Price'), for a form whose values are such a record.
 */
export type ErrorKey<V> = Key<V> | `${Key<V>}.${string}` | `${Key<V>}[${string}`;

/** What sending gave: success (with what to say, and the values the fields hold next), or the errors to show. */
export type Sent<V, D = string> = { ok: true; done?: D; values?: V } | { ok: false; alert?: string[]; errors?: FieldErrors<ErrorKey<V>> };

/** Anything zod-like that checks the values and turns them into what is sent. */
interface Schema<P> {
  safeParse(value: unknown): z.ZodSafeParseResult<P>;
}

export interface FormOptions<V, P, D> {
  initial: V | (() => V);
  /**
   * The check before sending (a zod schema, made from the values when it depends on them or on now). None: the values
   * are sent as they are (`P` is `V`), for a use case that checks them itself by the domain's rules and refuses by field.
   */
  schema?: (values: V) => Schema<P>;
  /**
   * Errors by path: the schema's at the path of the value it refused ('Weekly[2].To'), not at its top-level field, for
   * values that hold lists and records, whose inputs each show their own message.
   */
  errorsByPath?: boolean;
  /** What the schema checks, when it is not the values as they stand (a record built from them). */
  input?: (values: V) => unknown;
  /** Sends what the schema gave; runs only after the check passes. */
  send: (input: P, values: V) => Promise<Sent<V, D>>;
  /** The alert's lines when the check fails (none by default: the errors stand at their fields). */
  invalidAlert?: (errors: FieldErrors<ErrorKey<V>>) => string[];
  /** Whether editing a field takes back what the last success said. */
  doneUntilEdit?: boolean;
  /**
   * What the values are read from when it is outside the form (a URL's query, for filters kept in the address): when it
   * changes (the back button, a link, the form's own success), the values start again from `initial` and what the last
   * press said goes.
   */
  source?: string;
}

interface FormState<V, D> {
  errors: FieldErrors<ErrorKey<V>>;
  alert: string[];
  done: D | null;
}

type Payload<V, D> = { values: V } | { task: () => Promise<Sent<V, D>> };

type StringKey<V> = { [K in Key<V>]: V[K] extends string ? K : never }[Key<V>];

export function useForm<V extends object, P = V, D = string>({ initial, schema, errorsByPath = false, input, send, invalidAlert, doneUntilEdit = false, source }: FormOptions<V, P, D>) {
  const [values, setValues] = useState<V>(initial);

  /** `kept`: the field errors that stand unless the answer brings its own (a request outside the check keeps them). */
  function settle(sent: Sent<V, D>, kept: FieldErrors<ErrorKey<V>> = {}): FormState<V, D> {
    if (!sent.ok) return { errors: sent.errors ?? kept, alert: sent.alert ?? [], done: null };
    if (sent.values) setValues(sent.values);
    return { errors: {}, alert: [], done: sent.done ?? null };
  }

  const [state, dispatch, pending] = useActionState<FormState<V, D>, Payload<V, D>>(
    async (previous, payload) => {
      if ('task' in payload) return settle(await payload.task(), previous.errors);
      if (!schema) return settle(await send(payload.values as unknown as P, payload.values));
      const parsed = schema(payload.values).safeParse(input ? input(payload.values) : payload.values);
      if (!parsed.success) {
        const errors = errorsByPath ? firstErrorPerPath<ErrorKey<V>>(parsed.error) : firstErrorPerField<ErrorKey<V>>(parsed.error);
        return { errors, alert: invalidAlert?.(errors) ?? [], done: null };
      }
      return settle(await send(parsed.data, payload.values));
    },
    { errors: {}, alert: [], done: null },
  );
  // After a failed submit with no form-level alert (FormAlert takes focus itself when there is one), focus goes to the
  // first field in error, so the user is taken to what to fix rather than left at the submit button.
  const submitted = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    const form = submitted.current;
    if (!form || state.alert.length > 0 || Object.keys(state.errors).length === 0) return;
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);
  // The state whose success message an edit took back.
  const [edited, setEdited] = useState<FormState<V, D> | null>(null);
  // The source the values were read from, and the state whose messages were said for an earlier one.
  const [read, setRead] = useState<{ source: string | undefined; outdated: FormState<V, D> | null }>({ source, outdated: null });
  if (read.source !== source) {
    setRead({ source, outdated: state });
    setValues(initial);
  }
  const quiet = pending || read.outdated === state;
  // The messages of the last press that edits took back (each at its own path, or all of them), until the next press.
  const [taken, setTaken] = useState<{ of: FormState<V, D>; paths: ReadonlySet<string> | 'all' } | null>(null);

  function set<K extends keyof V>(key: K, value: V[K]) {
    if (doneUntilEdit) setEdited(state);
    setValues((current) => ({ ...current, [key]: value }));
  }

  /**
   * Values edited whole (a form of lists in records edits one input deep inside them): the message at `path` goes, the
   * others stand.
   */
  function edit(next: V, path?: ErrorKey<V>) {
    if (doneUntilEdit) setEdited(state);
    setValues(next);
    if (path === undefined || state.errors[path] === undefined) return;
    setTaken((current) => {
      if (current?.of !== state) return { of: state, paths: new Set([path]) };
      return current.paths === 'all' ? current : { of: state, paths: new Set([...current.paths, path]) };
    });
  }

  /** Values whose lists changed shape (a row added or removed): the paths the messages name have moved, so all go. */
  function reshape(next: V) {
    if (doneUntilEdit) setEdited(state);
    setValues(next);
    setTaken({ of: state, paths: 'all' });
  }

  /** Runs a request outside the schema (a second button, a confirmation) with the same pending flag and messages. */
  function run(task: () => Promise<Sent<V, D>>) {
    if (pending) return;
    startTransition(() => dispatch({ task }));
  }

  /**
   * Called with the <form> once it is on the page: a page prerendered at build time can be typed into (or filled in by
   * a password manager) before it is hydrated; React keeps what the inputs hold, and this takes it into the values (by
   * the inputs' names). A page rendered by the browser has nothing there yet.
   */
  const adoptTyped = useCallback((form: HTMLFormElement | null) => {
    if (!form) return;
    setValues((current) => {
      let next = current;
      for (const [key, value] of Object.entries(current)) {
        const input = form.elements.namedItem(key);
        if (typeof value === 'string' && input instanceof HTMLInputElement && input.value !== value) next = { ...next, [key]: input.value };
      }
      return next;
    });
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    submitted.current = event.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    startTransition(() => dispatch({ values }));
  }

  // What the last press said stands until the next press (or a new source): while a request runs, nothing of the last one shows.
  const standing = taken?.of === state ? taken.paths : null;
  const errors: FieldErrors<ErrorKey<V>> =
    quiet || standing === 'all' ? {} : standing ? (Object.fromEntries(Object.entries(state.errors).filter(([path]) => !standing.has(path))) as FieldErrors<ErrorKey<V>>) : state.errors;
  return {
    values,
    set,
    edit,
    reshape,
    /** value, onChange and error for a text input of one field. */
    field: <K extends StringKey<V>>(key: K) => ({
      value: values[key] as string,
      onChange: (event: { target: { value: string } }) => set(key, event.target.value as V[K]),
      error: errors[key],
    }),
    errors,
    alert: quiet ? [] : state.alert,
    done: quiet || edited === state ? null : state.done,
    pending,
    onSubmit,
    adoptTyped,
    run,
  };
}
