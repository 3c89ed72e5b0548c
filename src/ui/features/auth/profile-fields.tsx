import { useEffect, useId, useMemo, useState } from 'react';
import type { Topic } from '../../../domain/user-profile';
import { TOPICS_API, type TopicsApi } from '../../../ports/topics-api';
import { useService } from '../../app/container-context';
import { authText as t } from './auth-text';

// The profile fields that registration and the profile screens share (labels and hints from the auth texts).

export type TopicsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; topics: Topic[] };

/** /GetAllTopics through the topics port, with a retry; nothing is asked while `enabled` is false. */
export function useTopics(enabled: boolean): { topics: TopicsState; retry: () => void } {
  const api = useService<TopicsApi>(TOPICS_API);
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

/** The browser's own zone, the default of a new profile. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function TimeZoneField({ value, onChange, error }: { value: string; onChange: (zone: string) => void; error?: string }) {
  const id = useId();
  const zones = useMemo(() => timeZones(), []);
  return (
    <div className="field">
      <label htmlFor={id}>{t.timeZone}</label>
      <p id={`${id}-hint`} className="field-hint">
        {t.timeZoneHint}
      </p>
      <select
        id={id}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {(zones.includes(value) ? zones : [value, ...zones]).map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
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
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t.bio}</label>
      <p id={`${id}-hint`} className="field-hint">
        {t.bioHint}
      </p>
      <textarea
        id={id}
        rows={4}
        maxLength={600}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
