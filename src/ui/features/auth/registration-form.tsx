import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isBackendError } from '../../../domain/backend-error';
import { DEFAULT_LANG_ID, LOCAL_STORAGE_KEYS, ROLE, type Role } from '../../../domain/constants';
import { LOCAL_STORE } from '../../../ports/key-value-store';
import { useService } from '../../app/container-context';
import { PageTitle } from '../../components/page-title';
import { authText as t, backendErrorMessage } from './auth-text';
import { FormAlert, FormField } from './form-field';
import { browserTimeZone } from '../../app/use-profile-time-zone';
import { BioField, checkProfile, SlugField, TimeZoneField, TopicsFieldset, useTopics } from './profile-fields';
import { fromState, useSessionService } from './use-session-service';
import { paths } from '../../../domain/routes';

type Field = 'FirstName' | 'LastName' | 'Phone' | 'TimeZone' | 'Bio' | 'TopicIDs' | 'Slug';

/**
 * Registration (tutor or student): validated with the domain's profile schema, saved through the session service; then
 * `continueTo`, else the guard's origin carried in the router state (when it fits the role), else the dashboard.
 */
export function RegistrationForm({ role, selectedTutorSlug, continueTo }: { role: Role; selectedTutorSlug?: string; continueTo?: string }) {
  const session = useSessionService();
  const local = useService(LOCAL_STORE);
  const navigate = useNavigate();
  const { state } = useLocation();
  const isTutor = role === ROLE.TUTOR;
  const [values, setValues] = useState({
    FirstName: '',
    LastName: '',
    Phone: '',
    TimeZone: browserTimeZone(),
    Bio: '',
    Slug: '',
  });
  const [topicIds, setTopicIds] = useState<number[]>([]);
  const { topics, retry: retryTopics } = useTopics(isTutor);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

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
    const checked = checkProfile(candidate);
    if (!checked.ok) {
      setErrors(checked.errors);
      setMessages(checked.messages);
      return;
    }
    setErrors({});
    setBusy(true);
    const outcome = await session.saveProfile(checked.input, fromState(state));
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
    ? { to: paths.studentRegistration(), label: t.studentRegistrationLink }
    : { to: paths.tutorRegistration(), label: t.tutorRegistrationLink };

  return (
    <section className="page auth-page wide">
      <PageTitle>{isTutor ? t.tutorRegistrationTitle : t.studentRegistrationTitle}</PageTitle>
      <p className="lead">{t.registrationLead}</p>
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <FormAlert messages={messages} />
        <FormField label={t.firstName} name="given-name" autoComplete="given-name" value={values.FirstName} onChange={set('FirstName')} error={errors.FirstName} />
        <FormField label={t.lastName} name="family-name" autoComplete="family-name" value={values.LastName} onChange={set('LastName')} error={errors.LastName} />
        <FormField label={t.phone} name="tel" type="tel" autoComplete="tel" hint={t.phoneHint} value={values.Phone} onChange={set('Phone')} error={errors.Phone} />
        <TimeZoneField value={values.TimeZone} onChange={(zone) => setValues((current) => ({ ...current, TimeZone: zone }))} error={errors.TimeZone} />
        {isTutor && (
          <>
            <TopicsFieldset topics={topics} onRetry={retryTopics} selected={topicIds} onChange={setTopicIds} error={errors.TopicIDs} />
            <BioField value={values.Bio} onChange={(bio) => setValues((current) => ({ ...current, Bio: bio }))} error={errors.Bio} />
            <SlugField value={values.Slug} onChange={(slug) => setValues((current) => ({ ...current, Slug: slug }))} error={errors.Slug} />
          </>
        )}
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? t.savingProfile : t.saveProfile}
        </button>
      </form>
      <p className="form-links">
        {t.wrongRegistration}{' '}
        <Link to={other.to} state={state}>
          {other.label}
        </Link>
      </p>
    </section>
  );
}
