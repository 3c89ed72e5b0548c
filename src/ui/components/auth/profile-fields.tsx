import { useEffect, useId, useMemo, useState } from 'react';
import type { Topic } from '../../../domain/user-profile';
import { TOPICS_API } from '../../../ports/topics-api';
import { useService } from '../../app/container-context';
import type { FieldErrors } from '../form/field-errors';
import { authText as t } from './auth-text';
import { FormField, SelectField, TextAreaField } from '../form/fields';

// The profile fields that registration and the profile screens share (labels and hints from the auth texts).

/** The form alert's lines when a profile fails the domain's schema: a heading, then each field's message. */
export function profileAlert(errors: FieldErrors<string>): string[] {
  return [t.errorsHeading, ...Object.values(errors).filter((message): message is string => Boolean(message))];
}

export type TopicsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; topics: Topic[] };

/** /GetAllTopics through the topics port, with a retry; nothing is asked while `enabled` is false. */
export function useTopics(enabled: boolean): { topics: TopicsState; retry: () => void } {
  const api = useService(TOPICS_API);
  const [topics, setTopics] = useState<TopicsState>(enabled ? { status: 'loading' } : { status: 'ready', topics: [] });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    api.getAllTopics().then(
      (list) => live && setTopics({ status: 'ready', topics: list }),
      () => live && setTopics({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [enabled, api, attempt]);
  const retry = () => {
    setTopics({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { topics, retry };
}

function timeZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return supported.length > 0 ? supported : ['UTC'];
}

export function TimeZoneField({ value, onChange, error }: { value: string; onChange: (zone: string) => void; error?: string }) {
  const zones = useMemo(() => timeZones(), []);
  return (
    <SelectField label={t.timeZone} hint={t.timeZoneHint} value={value} onChange={onChange} error={error}>
      {(zones.includes(value) ? zones : [value, ...zones]).map((zone) => (
        <option key={zone} value={zone}>
          {zone}
        </option>
      ))}
    </SelectField>
  );
}

export function TopicsFieldset({
  topics,
  onRetry,
  selected,
  onChange,
  error,
}: {
  topics: TopicsState;
  onRetry: () => void;
  selected: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend>{t.topicsLegend}</legend>
      {topics.status === 'loading' && <p role="status">{t.topicsLoading}</p>}
      {topics.status === 'failed' && (
        <p>
          {t.topicsFailed}{' '}
          <button type="button" className="button secondary" onClick={onRetry}>
            {t.retry}
          </button>
        </p>
      )}
      {topics.status === 'ready' &&
        topics.topics.map((topic) => (
          <label key={topic.TopicID} className="choice">
            <input
              type="checkbox"
              checked={selected.includes(topic.TopicID)}
              onChange={(event) =>
                onChange(event.target.checked ? [...selected, topic.TopicID] : selected.filter((id) => id !== topic.TopicID))
              }
            />
            {topic.TopicName}
          </label>
        ))}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function BioField({ value, onChange, error }: { value: string; onChange: (bio: string) => void; error?: string }) {
  return (
<TextAreaField label={t.bio} hint={t.bioHint} error={error} rows={4} maxLength={600} value={value} onChange={onChange} />
  );
}

/** A tutor's public page address (the {session} of /{session}). */
export function SlugField({ value, onChange, error }: { value: string; onChange: (slug: string) => void; error?: string }) {
  return (
    <FormField
      label={t.slug}
      name="slug"
      autoComplete="off"
      hint={t.slugHint(window.location.origin)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
