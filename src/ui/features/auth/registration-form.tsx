import { Link, useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_LANG_ID, LOCAL_STORAGE_KEYS, ROLE, type Role } from '../../../domain/constants';
import { profileInputSchema } from '../../../domain/user-profile';
import { LOCAL_STORE } from '../../../ports/key-value-store';
import { useService } from '../../components/container-context';
import { authText as t, registrationRefusedMessage } from '../../components/auth/auth-text';
import { keysOf, refusedFields } from '../../components/form/field-errors';
import { FormField, SubmitButton } from '../../components/form/fields';
import { AuthForm, AuthPage } from './auth-page';
import { useForm } from '../../components/form/use-form';
import { browserTimeZone } from '../../components/use-profile-time-zone';
import { BioField, profileAlert, rateOf, SlugField, TeachingFields, TimeZoneField, TopicsFieldset, useTopics } from '../../components/auth/profile-fields';
import { fromState, useSessionService } from '../../components/auth/use-session-service';
import { paths } from '../../../domain/routes';

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
  const { topics, retry: retryTopics } = useTopics(isTutor);
  const form = useForm({
    initial: () => ({
      FirstName: '',
      LastName: '',
      Phone: '',
      TimeZone: browserTimeZone(),
      Bio: '',
      Slug: '',
      TopicIDs: [] as number[],
      HourlyRate: '',
      CancellationNoticeHours: '',
      CurrencyType: '',
      Languages: [] as string[],
    }),
    schema: () => profileInputSchema,
    input: (values) => ({
      Role: role,
      FirstName: values.FirstName,
      LastName: values.LastName,
      // Blank is left out: optional for students (the schema asks tutors for it).
      ...(values.Phone.trim() ? { Phone: values.Phone } : {}),
      TimeZone: values.TimeZone,
      LangID: Number(local.get(LOCAL_STORAGE_KEYS.LANG_ID)) || DEFAULT_LANG_ID,
      ...(isTutor
        ? {
            Bio: values.Bio,
            TopicIDs: values.TopicIDs,
            Slug: values.Slug.trim().toLowerCase(),
            // Left out when not given (JSON drops undefined): the rate is then "on request".
            HourlyRate: rateOf(values.HourlyRate),
            CancellationNoticeHours: rateOf(values.CancellationNoticeHours),
            CurrencyType: values.CurrencyType || undefined,
            Languages: values.Languages.length > 0 ? values.Languages : undefined,
          }
        : {}),
      ...(!isTutor && selectedTutorSlug ? { SelectedTutorSlug: selectedTutorSlug } : {}),
    }),
    invalidAlert: profileAlert,
    send: async (input, values) => {
      const outcome = await session.saveProfile(input, fromState(state));
      if (!outcome.ok) {
        const errors = refusedFields(outcome, keysOf(values), ['invalid', 'conflict']);
        if (outcome.code === 'conflict' && errors.Slug) errors.Slug = t.slugTaken;
        return { ok: false, errors, alert: [registrationRefusedMessage(outcome)] };
      }
      navigate(continueTo ?? outcome.value.destination, { replace: true });
      return { ok: true };
    },
  });
  const { values, errors, set } = form;

  const other = isTutor
    ? { to: paths.studentRegistration(), label: t.studentRegistrationLink }
    : { to: paths.tutorRegistration(), label: t.tutorRegistrationLink };

  return (
    <AuthPage wide title={isTutor ? t.tutorRegistrationTitle : t.studentRegistrationTitle} lead={t.registrationLead}>
      <AuthForm form={form}>
        <FormField label={t.firstName} name="given-name" autoComplete="given-name" {...form.field('FirstName')} />
        <FormField label={t.lastName} name="family-name" autoComplete="family-name" {...form.field('LastName')} />
        <FormField label={isTutor ? t.phone : t.phoneOptional} name="tel" type="tel" autoComplete="tel" hint={t.phoneHint} {...form.field('Phone')} />
        <TimeZoneField value={values.TimeZone} onChange={(zone) => set('TimeZone', zone)} error={errors.TimeZone} />
        {isTutor && (
          <>
            <TopicsFieldset topics={topics} onRetry={retryTopics} selected={values.TopicIDs} onChange={(ids) => set('TopicIDs', ids)} error={errors.TopicIDs} />
            <BioField value={values.Bio} onChange={(bio) => set('Bio', bio)} error={errors.Bio} />
            <SlugField value={values.Slug} onChange={(slug) => set('Slug', slug)} error={errors.Slug} />
            <TeachingFields values={values} errors={errors} onChange={set} />
          </>
        )}
        <SubmitButton pending={form.pending} label={t.saveProfile} pendingLabel={t.savingProfile} />
      </AuthForm>
      <p className="form-links">
        {t.wrongRegistration}{' '}
        <Link to={other.to} state={state}>
          {other.label}
        </Link>
      </p>
    </AuthPage>
  );
}
