import { useCallback, useEffect, useState } from 'react';
import type { ClassKind, Page, StudentListEntry } from '../../../../contract/records';
import type { StudentListQuery } from '../../../../ports/student-list-api';
import { TUTOR_WORKSPACE } from '../../../../application/tokens';
import { useRead } from '../../../components/server-state';
import { tutorReads } from '../tutor-reads';

export const STUDENTS_PAGE_SIZE = 10;
/** The dashboard section's id, so other screens can link straight to it. */
export const STUDENTS_SECTION_ID = 'students';
/** The URL parameter that narrows the list to one class or course (set by the links on /course-class). */
export const STUDENTS_CLASS_CODE_PARAM = 'classCode';
export const SEARCH_DEBOUNCE_MS = 300;

export type KindFilter = 'all' | ClassKind;
export type PaidFilter = 'all' | 'paid' | 'unpaid';

export interface StudentFilters {
  search: string;
  kind: KindFilter;
  paid: PaidFilter;
  classCode?: string;
}

export function hasFilters(filters: StudentFilters): boolean {
  return filters.search.trim() !== '' || filters.kind !== 'all' || filters.paid !== 'all' || filters.classCode !== undefined;
}

/** The port's query for the filters and page: a blank search and 'all' narrow nothing. */
export function studentListQuery(filters: StudentFilters, page: number): StudentListQuery {
  const query: StudentListQuery = { page, pageSize: STUDENTS_PAGE_SIZE };
  const search = filters.search.trim();
  if (search) query.search = search;
  if (filters.kind !== 'all') query.kind = filters.kind;
  if (filters.paid !== 'all') query.paid = filters.paid === 'paid';
  if (filters.classCode) query.classCode = filters.classCode;
  return query;
}

/** The text the list is asked for: the typed `draft` once typing pauses, or at once on apply. */
export function useDebouncedSearch(draft: string, delayMs = SEARCH_DEBOUNCE_MS) {
  const [applied, setApplied] = useState(draft);
  useEffect(() => {
    const timer = setTimeout(() => setApplied(draft), delayMs);
    return () => clearTimeout(timer);
  }, [draft, delayMs]);
  return { applied, apply: setApplied };
}

/**
 * One page of the tutor's students (/GetStudentsList) for the filters; the page goes back to 1 when the filters change.
 * The last answer stays on screen while the next one loads, so typing narrows the list without flashing it away.
 */
export function useStudentsList(filters: StudentFilters) {
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ for: filterKey, page: 1 });
  const page = paging.for === filterKey ? paging.page : 1;
  const query = studentListQuery(filters, page);
  const result = useRead(TUTOR_WORKSPACE, [...tutorReads.students, query], (tutor) => tutor.students(query));
  const [shown, setShown] = useState<Page<StudentListEntry> | null>(null);
  if (result.status === 'ready' && result.data !== shown) setShown(result.data);
  const goTo = useCallback((next: number) => setPaging({ for: filterKey, page: next }), [filterKey]);
  return { result, shown, page, goTo };
}
