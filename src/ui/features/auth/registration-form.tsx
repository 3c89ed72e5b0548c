import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isBackendError } from '../../../domain/backend-error';
import { DEFAULT_LANG_ID, LOCAL_STORAGE_KEYS, ROLE, type Role } from '../../../domain/constants';
import { profileInputSchema, type Topic } from '../../../domain/user-profile';
import { LOCAL_STORE, type KeyValueStore } from '../../../ports/key-value-store';
import { TOPICS_API, type TopicsApi } from '../../../ports/topics-api';
import { useService } from '../../app/container-context';
import { PageTitle } from '../../components/page-title';
import { authText as t, backendErrorMessage } from './auth-text';
import { FormAlert, FormField } from './form-field';
import { useSessionService } from './use-session-service';

type Field = 'FirstName' | 'LastName' | 'Phone' | 'TimeZone' | 'Bio' | 'TopicIDs' | 'Slug';
type Topics = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; topics: Topic[] };

function timeZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return supported.length > 0 ? supported : ['UTC'];
}

/** Registration (tutor or student): validated with the domain's profile schema, saved through the session service. */
export function RegistrationForm({ role, selectedTutorSlug, continueTo }: { role: Role; selectedTutorSlug?: string; continueTo?: string }) {
  const session = useSessionService();
  const topicsApi = useService<TopicsApi>(TOPICS_API);
  const local = useService<KeyValueStore>(LOCAL_STORE);
  const navigate = useNavigate();
  const isTutor = role === ROLE.TUTOR;
  const zones = useMemo(() => timeZones(), []);
  const [values, setValues] = useState({
    FirstName: '',
    LastName: '',
    Phone: '',
    TimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    Bio: '',
    Slug: '',
  });
  const [topicIds, setTopicIds] = useState<number[]>([]);
  const [topics, setTopics] = useState<Topics>(isTutor ? { status: 'loading' } : { status: 'ready', topics: [] });
  const [attempt, setAttempt] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isTutor) return;
    let live = true;
    topicsApi.getAllTopics().then(
      (list) => live && setTopics({ status: 'ready', topics: list }),
      () => live && setTopics({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [isTutor, topicsApi, attempt]);

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessages([]);
    const langId = Number(local.get(LOCAL_STORAGE_KEYS.LANG_ID)) || DEFAULT_LANG_ID;
    const candidate = {
      Role: role,
      FirstName: values.FirstName,
      LastName: values.LastName,
      Phone: values.Phone,
      TimeZone: values.TimeZone,
      LangID: langId,
      ...(isTutor ? { Bio: values.Bio, TopicIDs: topicIds, Slug: values.Slug.trim().toLowerCase() } : {}),
      ...(!isTutor && selectedTutorSlug ? { SelectedTutorSlug: selectedTutorSlug } : {}),
    };
    const parsed = profileInputSchema.safeParse(candidate);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      setMessages([t.errorsHeading, ...Object.values(found)]);
      return;
    }
    setErrors({});
    setBusy(true);
    const outcome = await session.saveProfile(parsed.data);
    setBusy(false);
    if (outcome.ok) {
      navigate(continueTo ?? outcome.destination, { replace: true });
      return;
    }
    const fieldErrors: Partial<Record<Field, string>> = {};
    if (isBackendError(outcome.error, 'validation')) {
      for (const { field, message } of outcome.error.fieldErrors) fieldErrors[field as Field] = message;
    }
    setErrors(fieldErrors);
    setMessages([backendErrorMessage(outcome.error)]);
  }

  const other = isTutor
    ? { to: '/student-registration', label: t.studentRegistrationLink }
    : { to: '/tutor-registration', label: t.tutorRegistrationLink };

  return (
    <section className="page auth-page wide">
      <PageTitle>{isTutor ? t.tutorRegistrationTitle : t.studentRegistrationTitle}</PageTitle>
      <p className="lead">{t.registrationLead}</p>
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <FormAlert messages={messages} />
        <FormField label={t.firstName} name="given-name" autoComplete="given-name" value={values.FirstName} onChange={set('FirstName')} error={errors.FirstName} />
        <FormField label={t.lastName} name="family-name" autoComplete="family-name" value={values.LastName} onChange={set('LastName')} error={errors.LastName} />
        <FormField label={t.phone} name="tel" type="tel" autoComplete="tel" hint={t.phoneHint} value={values.Phone} onChange={set('Phone')} error={errors.Phone} />
        <div className="field">
          <label htmlFor="registration-time-zone">{t.timeZone}</label>
          <p id="registration-time-zone-hint" className="field-hint">
            {t.timeZoneHint}
          </p>
          <select
            id="registration-time-zone"
            aria-describedby="registration-time-zone-hint"
            aria-invalid={errors.TimeZone ? true : undefined}
            value={values.TimeZone}
            onChange={set('TimeZone')}
          >
            {(zones.includes(values.TimeZone) ? zones : [values.TimeZone, ...zones]).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
          {errors.TimeZone && <p className="field-error">{errors.TimeZone}</p>}
        </div>
        {isTutor && (
          <>
            <fieldset aria-describedby={errors.TopicIDs ? 'registration-topics-error' : undefined}>
              <legend>{t.topicsLegend}</legend>
              {topics.status === 'loading' && <p role="status">{t.topicsLoading}</p>}
              {topics.status === 'failed' && (
                <p>
                  {t.topicsFailed}{' '}
                  <button type="button" className="button secondary" onClick={() => {
                      setTopics({ status: 'loading' });
                      setAttempt((n) => n + 1);
                    }}>
                    {t.retry}
                  </button>
                </p>
              )}
              {topics.status === 'ready' &&
                topics.topics.map((topic) => (
                  <label key={topic.TopicID} className="choice">
                    <input
                      type="checkbox"
                      checked={topicIds.includes(topic.TopicID)}
                      onChange={(event) =>
                        setTopicIds((ids) =>
                          event.target.checked ? [...ids, topic.TopicID] : ids.filter((id) => id !== topic.TopicID),
                        )
                      }
                    />
                    {topic.TopicName}
                  </label>
                ))}
              {errors.TopicIDs && (
                <p id="registration-topics-error" className="field-error">
                  {errors.TopicIDs}
                </p>
              )}
            </fieldset>
            <div className="field">
              <label htmlFor="registration-bio">{t.bio}</label>
              <p id="registration-bio-hint" className="field-hint">
                {t.bioHint}
              </p>
              <textarea
                id="registration-bio"
                rows={4}
                maxLength={600}
                aria-describedby={errors.Bio ? 'registration-bio-hint registration-bio-error' : 'registration-bio-hint'}
                aria-invalid={errors.Bio ? true : undefined}
                value={values.Bio}
                onChange={set('Bio')}
              />
              {errors.Bio && (
                <p id="registration-bio-error" className="field-error">
                  {errors.Bio}
                </p>
              )}
            </div>
            <FormField
              label={t.slug}
              name="slug"
              autoComplete="off"
              hint={t.slugHint(window.location.origin)}
              value={values.Slug}
              onChange={set('Slug')}
              error={errors.Slug}
            />
          </>
        )}
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? t.savingProfile : t.saveProfile}
        </button>
      </form>
      <p className="form-links">
        {t.wrongRegistration} <Link to={other.to}>{other.label}</Link>
      </p>
    </section>
  );
}
