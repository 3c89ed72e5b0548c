import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DateTime } from '../../../components/kit/date-time';
import type { Page, StudentListEntry } from '../../../../contract/records';
import { isClassCode } from '../../../../domain/random-id';
import { DataTable } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { FormField, SelectField } from '../../../components/form/fields';
import { useForm } from '../../../components/form/use-form';
import { AsyncView } from '../../../components/async-states';
import { studentsText as t } from './students-text';
import { studentSearchSchema, type StudentFilterValues } from './students-filters-schema';
import {
  hasFilters,
  STUDENTS_CLASS_CODE_PARAM,
  STUDENTS_PAGE_SIZE,
  STUDENTS_SECTION_ID,
  useDebouncedSearch,
  useStudentsList,
  type KindFilter,
  type PaidFilter,
  type StudentFilters,
} from './use-students-list';
import '../tutor-lists.css';
import { BookingStateBadge } from '../booking-state-text';
import { SearchX, Users } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/kit/button';
import { EmptyState } from '../../../components/kit/empty-state';
import { paths } from '../../../../domain/routes';

const SEARCH_INPUT_ID = 'students-search';
const NO_FILTERS: StudentFilterValues = { search: '', kind: 'all', paid: 'all' };

/**
 * The Students section of /tutor-dashboard: who booked which class or course and whether they paid, with a search
 * by name or email (as you type), filters by kind and payment, and pages. `?classCode=` narrows it to one class.
 */
export function StudentsList({ timeZone, now }: { timeZone: string; now: Date }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(STUDENTS_CLASS_CODE_PARAM);
  // A code that is not one (a hand-edited link) narrows nothing, rather than reaching the backend.
  const classCode = requested && isClassCode(requested) ? requested : undefined;
  const form = useForm({
    initial: NO_FILTERS,
    schema: () => studentSearchSchema,
    // Enter searches at once; the selects apply as they change.
    send: async ({ search }) => {
      searched.apply(search);
      return { ok: true };
    },
  });
  const searched = useDebouncedSearch(form.values.search);
  const filters: StudentFilters = { search: searched.applied, kind: form.values.kind, paid: form.values.paid, classCode };
  const { result, shown, page, goTo } = useStudentsList(filters);
  const sectionRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // Arriving from a course's "Students of …" link: bring the section into view.
  const arrivedWithClass = useRef(classCode !== undefined);
  useEffect(() => {
    if (arrivedWithClass.current) sectionRef.current?.scrollIntoView?.();
  }, []);

  function showAll() {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(STUDENTS_CLASS_CODE_PARAM);
        return next;
      },
      { replace: true },
    );
    // The button goes away with the filter: keep keyboard users in the section.
    titleRef.current?.focus();
  }

  function clearFilters() {
    form.set('search', NO_FILTERS.search);
    form.set('kind', NO_FILTERS.kind);
    form.set('paid', NO_FILTERS.paid);
    searched.apply('');
    if (classCode) showAll();
    sectionRef.current?.querySelector<HTMLInputElement>(`#${SEARCH_INPUT_ID}`)?.focus();
  }

  const className = shown?.Items.find((entry) => entry.ClassCode === classCode)?.ClassName ?? classCode;
  const updating = result.status === 'loading' && shown !== null;
  return (
    <section aria-labelledby="students-title" id={STUDENTS_SECTION_ID} ref={sectionRef} className="card">
      <h2 id="students-title" ref={titleRef} tabIndex={-1}>
        {t.title}
      </h2>
      <p className="muted">{t.lead}</p>
      <form role="search" aria-label={t.filters} onSubmit={form.onSubmit} className="students-filters" noValidate>
        <FormField
          label={t.searchLabel}
          hint={t.searchHint}
          id={SEARCH_INPUT_ID}
          type="search"
          {...form.field('search')}
          maxLength={100}
          autoComplete="off"
        />
        <SelectField label={t.kindLabel} value={form.values.kind} onChange={(value) => form.set('kind', value as KindFilter)}>
          {(Object.keys(t.kinds) as KindFilter[]).map((value) => (
            <option key={value} value={value}>
              {t.kinds[value]}
            </option>
          ))}
        </SelectField>
        <SelectField label={t.paidLabel} value={form.values.paid} onChange={(value) => form.set('paid', value as PaidFilter)}>
          {(Object.keys(t.paidOptions) as PaidFilter[]).map((value) => (
            <option key={value} value={value}>
              {t.paidOptions[value]}
            </option>
          ))}
        </SelectField>
      </form>
      {classCode && (
        <p className="form-notice">
          {t.onlyClass(className ?? classCode)}{' '}
          <button type="button" className="button secondary" onClick={showAll}>
            {t.showAll}
          </button>
        </p>
      )}
      {result.status === 'error' || shown === null ? (
        <AsyncView load={result}>
          {() => null}
        </AsyncView>
      ) : (
        <StudentsPage
          data={shown}
          page={page}
          updating={updating}
          filtered={hasFilters(filters)}
          onlyClass={classCode !== undefined}
          timeZone={timeZone}
          now={now}
          onPage={goTo}
          onClear={clearFilters}
        />
      )}
    </section>
  );
}

function StudentsPage({
  data,
  page,
  updating,
  filtered,
  onlyClass,
  timeZone,
  now,
  onPage,
  onClear,
}: {
  data: Page<StudentListEntry>;
  page: number;
  updating: boolean;
  filtered: boolean;
  onlyClass: boolean;
  timeZone: string;
  now: Date;
  onPage: (page: number) => void;
  onClear: () => void;
}) {
  return (
    <div aria-busy={updating || undefined}>
      <p role="status">{updating ? t.updating : t.count(data.Total)}</p>
      {data.Items.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={<SearchX />}
            title={onlyClass ? t.noMatchClass : t.noMatch}
            action={
              <Button variant="secondary" onClick={onClear}>
                {t.clearFilters}
              </Button>
            }
          >
            <p>{onlyClass ? t.noMatchClassHint : t.noMatchHint}</p>
          </EmptyState>
        ) : (
          <EmptyState
            icon={<Users />}
            title={t.emptyTitle}
            action={
              <>
                <a className="button primary" href="#create-private-class-form">
                  {t.emptyPrivate}
                </a>
                <ButtonLink variant="secondary" to={paths.courseClass()}>
                  {t.emptyCourse}
                </ButtonLink>
              </>
            }
          >
            <p>{t.empty}</p>
          </EmptyState>
        )
      ) : (
        <DataTable
          className="students-table"
          labelledBy="students-title"
          rows={data.Items}
          rowKey={(entry) => `${entry.StudentID}:${entry.ClassCode}`}
          columns={[
            {
              header: t.columnStudent,
              rowHeader: true,
              cell: (entry) => (
                <>
                  {entry.FirstName} {entry.LastName}
                  {/* A phone-only account has no email. */}
                  {entry.Email && (
                    <span className="students-sub">
                      <EmailText email={entry.Email} />
                    </span>
                  )}
                </>
              ),
            },
            {
              header: t.columnBooked,
              cell: (entry) => (
                <>
                  {entry.ClassName}
                  <span className="students-sub">
                    {t.kindName[entry.Kind]} · <DateTime value={entry.BookedAt} now={now} timeZone={timeZone} within={t.bookedAt} />
                  </span>
                </>
              ),
            },
            {
              header: t.columnMessage,
              cell: (entry) => (
                <Link to={paths.messages(entry.StudentID)} state={{ name: `${entry.FirstName} ${entry.LastName}` }}>
                  {t.messageStudent(`${entry.FirstName} ${entry.LastName}`)}
                </Link>
              ),
            },
            {
              header: t.columnPayment,
              cell: (entry) => (
                <BookingStateBadge
                  facts={{ state: entry.BookingState, refundAmount: entry.RefundAmount, refundedAt: entry.RefundedAt, currency: entry.CurrencyType }}
                  now={now}
                  timeZone={timeZone}
                />
              ),
            },
          ]}
        />
      )}
      <Pager label={t.pagination} page={page} total={data.Total} pageSize={STUDENTS_PAGE_SIZE} onPage={onPage} />
    </div>
  );
}

/** An email that may wrap at the @ on a narrow screen, rather than at any letter. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
