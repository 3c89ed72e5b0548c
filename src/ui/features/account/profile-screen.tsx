import { useId, useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { ROLE, type Role } from '../../../domain/constants';
import { registrationPath } from '../../../domain/route-access';
import { LANGUAGE_IDS, profileAfterEdit, profileInputSchema, type ProfileEdits, type UserProfile } from '../../../domain/user-profile';
import { ErrorBlock, LoadingBlock } from '../../components/async-states';
import { keysOf, refusedFields } from '../../components/form/field-errors';
import { FormAlert, FormField, SelectField, SubmitButton } from '../../components/form/fields';
import { useForm } from '../../components/form/use-form';
import { ImageUploadField } from '../../components/image-upload-field';
import { useToast } from '../../components/kit/toast';
import { PageTitle } from '../../components/page-title';
import { authText } from '../../components/auth/auth-text';
import { BioField, profileAlert, rateOf, SlugField, TeachingFields, TimeZoneField, TopicsFieldset, useTopics } from '../../components/auth/profile-fields';
import { useSessionService } from '../../components/auth/use-session-service';
import { accountPaths } from './account-paths';
import { accountText as t } from './account-text';
import { useLinkedTutor, useMyProfile } from './use-account';
import './account.css';
import { paths } from '../../../domain/routes';

/** /tutor-profile and /student-profile: the signed-in user's own profile, loaded, edited and saved whole. */
export function ProfileScreen({ role }: { role: Role }) {
  const profile = useMyProfile();
  // The guard knows the stored ROLE; the backend's profile has the last word.
  if (profile.status === 'ready' && profile.data !== null && profile.data.Role !== role) return <Navigate to={accountPaths(profile.data.Role).profile} replace />;
  return (
    <section className="page account-page">
      <PageTitle>{t.profileTitle}</PageTitle>
      {profile.status === 'loading' && <LoadingBlock />}
      {profile.status === 'error' && <ErrorBlock onRetry={profile.retry} />}
      {profile.status === 'ready' && profile.data === null && (
        <div className="card">
          <h2>{t.notRegisteredTitle}</h2>
          <p>{t.notRegistered}</p>
          <Link className="button primary" to={registrationPath(role)}>
            {t.setUpProfile}
          </Link>
        </div>
      )}
      {profile.status === 'ready' && profile.data !== null && <ProfileForm key={profile.data.UserID} initial={profile.data} />}
      <p className="form-links">
        <Link to={accountPaths(role).account}>{t.accountLink}</Link>
      </p>
    </section>
  );
}

function valuesOf(profile: UserProfile) {
  return {
    FirstName: profile.FirstName,
    LastName: profile.LastName,
    Phone: profile.Phone ?? '',
    TimeZone: profile.TimeZone,
    LangID: profile.LangID,
    PhotoURL: profile.PhotoURL,
    Bio: profile.Bio ?? '',
    TopicIDs: profile.TopicIDs ?? [],
    Slug: profile.Slug ?? '',
    HourlyRate: profile.HourlyRate === undefined ? '' : String(profile.HourlyRate),
    CancellationNoticeHours: profile.CancellationNoticeHours === undefined ? '' : String(profile.CancellationNoticeHours),
    CurrencyType: profile.CurrencyType ?? '',
    Languages: profile.Languages ?? [],
  };
}

function ProfileForm({ initial }: { initial: UserProfile }) {
  const session = useSessionService();
  const toast = useToast();
  const [saved, setSaved] = useState(initial);
  const isTutor = saved.Role === ROLE.TUTOR;
  const { topics, retry: retryTopics } = useTopics(isTutor);
  const form = useForm({
    initial: () => valuesOf(initial),
    schema: () => profileInputSchema,
    input: (values) =>
      profileAfterEdit(saved, {
        FirstName: values.FirstName,
        LastName: values.LastName,
        Phone: values.Phone.trim() ? values.Phone : undefined,
        TimeZone: values.TimeZone,
        LangID: values.LangID,
        PhotoURL: values.PhotoURL,
        ...(isTutor
          ? {
              Bio: values.Bio,
              TopicIDs: values.TopicIDs,
              Slug: values.Slug.trim().toLowerCase(),
              HourlyRate: rateOf(values.HourlyRate),
              CancellationNoticeHours: rateOf(values.CancellationNoticeHours),
              CurrencyType: (values.CurrencyType || undefined) as ProfileEdits['CurrencyType'],
              Languages: values.Languages,
            }
          : {}),
      }),
    invalidAlert: profileAlert,
    send: async (input, values) => {
      const outcome = await session.saveProfile(input);
      if (outcome.ok) {
        setSaved(outcome.value.profile);
        // Nothing to read in place: the form shows what was saved; the words go by as a toast.
        toast.show(t.profileSaved);
        return { ok: true, values: valuesOf(outcome.value.profile) };
      }
      const errors = refusedFields(outcome, keysOf(values), ['invalid', 'conflict']);
      if (outcome.code === 'conflict' && errors.Slug) errors.Slug = authText.slugTaken;
      return { ok: false, errors, alert: [t.saveFailed(outcome)] };
    },
  });
  const { values, errors, set: change } = form;

  const languages: number[] = LANGUAGE_IDS.includes(values.LangID as (typeof LANGUAGE_IDS)[number]) ? [...LANGUAGE_IDS] : [values.LangID, ...LANGUAGE_IDS];
  return (
    <>
      <p className="lead">{isTutor ? t.tutorProfileLead : t.studentProfileLead}</p>
      <form className="auth-form account-form" noValidate aria-label={t.profileTitle} aria-busy={form.pending} onSubmit={form.onSubmit}>
        <FormAlert messages={form.alert} />
        <FormSection title={t.sectionAbout}>
          <ImageUploadField
            label={t.photo}
            currentUrl={values.PhotoURL}
            purpose="ProfilePhoto"
            onUploaded={(file) => change('PhotoURL', file.FileURL)}
            hint={values.PhotoURL !== saved.PhotoURL ? t.photoUploaded : undefined}
          />
          {errors.PhotoURL && <p className="field-error">{errors.PhotoURL}</p>}
          <div className="field-pair">
            <FormField label={authText.firstName} autoComplete="given-name" {...form.field('FirstName')} />
            <FormField label={authText.lastName} autoComplete="family-name" {...form.field('LastName')} />
          </div>
          <FormField label={isTutor ? authText.phone : authText.phoneOptional} type="tel" autoComplete="tel" hint={authText.phoneHint} {...form.field('Phone')} />
        </FormSection>
        <FormSection title={t.sectionTimeAndLanguage}>
          <TimeZoneField value={values.TimeZone} onChange={(zone) => change('TimeZone', zone)} error={errors.TimeZone} />
          <SelectField label={t.language} hint={t.languageHint} error={errors.LangID} value={String(values.LangID)} onChange={(id) => change('LangID', Number(id))}>
            {languages.map((id) => (
              <option key={id} value={id}>
                {t.languageNames[id] ?? t.otherLanguage(id)}
              </option>
            ))}
          </SelectField>
        </FormSection>
        {isTutor && (
          <FormSection title={t.sectionTeaching}>
            <BioField value={values.Bio} onChange={(bio) => change('Bio', bio)} error={errors.Bio} />
            <TopicsFieldset topics={topics} onRetry={retryTopics} selected={values.TopicIDs} onChange={(ids) => change('TopicIDs', ids)} error={errors.TopicIDs} />
            <SlugField value={values.Slug} onChange={(slug) => change('Slug', slug)} error={errors.Slug} />
            <TeachingFields values={values} errors={errors} onChange={change} />
          </FormSection>
        )}
        <div className="form-actions">
          <SubmitButton pending={form.pending} label={t.saveProfile} pendingLabel={t.savingProfile} />
        </div>
      </form>
      {isTutor && saved.Slug && <PublicPageLinks slug={saved.Slug} />}
      {!isTutor && <LinkedTutor slug={saved.SelectedTutorSlug} />}
    </>
  );
}

/** A titled group of the form's fields, on a card of its own. */
function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="form-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function PublicPageLinks({ slug }: { slug: string }) {
  const origin = window.location.origin;
  return (
    <section className="card account-section" aria-labelledby="public-page-title">
      <h2 id="public-page-title">{t.publicPageTitle}</h2>
      <p className="muted">{t.publicPageLead}</p>
      <dl className="facts">
        <dt>{t.publicPage}</dt>
        <dd>
          <Link to={paths.tutorPublic(slug)}>{`${origin}${paths.tutorPublic(slug)}`}</Link>
        </dd>
        <dt>{t.publicCoursesPage}</dt>
        <dd>
          <Link to={paths.tutorPublicCourses(slug)}>{`${origin}${paths.tutorPublicCourses(slug)}`}</Link>
        </dd>
      </dl>
    </section>
  );
}

function LinkedTutor({ slug }: { slug?: string }) {
  return (
    <section className="card account-section" aria-labelledby="linked-tutor-title">
      <h2 id="linked-tutor-title">{t.tutorTitle}</h2>
      {slug ? <TutorLink slug={slug} /> : <p className="muted">{t.noTutor}</p>}
      <p>
        <Link to={paths.tutorSearch()}>{t.findTutors}</Link>
      </p>
    </section>
  );
}

function TutorLink({ slug }: { slug: string }) {
  const tutor = useLinkedTutor(slug);
  // The link works with the address alone; the name is a nicety when the public page answers.
  const name = tutor.status === 'ready' ? `${tutor.data.Tutor.FirstName} ${tutor.data.Tutor.LastName}` : slug;
  return (
    <p>
      <Link to={paths.tutorPublic(slug)}>{t.tutorLink(name)}</Link>
    </p>
  );
}
