import type { ClassKind, Page, PageQuery, StudentListEntry } from '../contract/records';
import { token } from './token';

export interface StudentListQuery extends PageQuery {
  search?: string;
  classCode?: string;
  kind?: ClassKind;
  paid?: boolean;
}

/** /GetStudentsList: the students who booked the calling tutor's classes and courses. Tutors only. */
export interface StudentListApi {
  list(query?: StudentListQuery): Promise<Page<StudentListEntry>>;
}

export const STUDENT_LIST_API = token<StudentListApi>('StudentListApi');
