import { fieldError, type FieldErrors } from '../../components/form/field-errors';
import { useCallback } from 'react';
import { isBackendError } from '../../../domain/backend-error';
import type { ClassStatus, PrivateClassRecord } from '../../../contract/records';
import { PRIVATE_CLASS_API, type NewPrivateClass } from '../../../ports/private-class-api';
import { useService } from '../../app/container-context';
import { tutorText } from './tutor-text';
import { useAsync } from '../../components/use-async';

export type SaveOutcome<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };

function failure(error: unknown, fallback: string, conflictMessage?: string): { ok: false; message: string; field?: string } {
  if (isBackendError(error, 'conflict') && conflictMessage) return { ok: false, message: conflictMessage, field: error.fieldErrors[0]?.field };
  if (isBackendError(error, 'validation') && error.fieldErrors[0])
    return { ok: false, message: error.fieldErrors[0].message, field: error.fieldErrors[0].field };
  if (isBackendError(error) && error.kind === 'conflict') return { ok: false, message: error.message };
  return { ok: false, message: fallback };
}
export { failure as outcomeOfFailure };

/** The tutor's private classes: list (/GetPrivateClass), create (/SavePrivateClass), status change (/ChangePrivateClassStatus). */
export function usePrivateClasses() {
  const api = useService(PRIVATE_CLASS_API);
  const list = useAsync(async () => (await api.listMine({ pageSize: 100 })).Items, 'tutor-private-classes');
  const { refresh } = list;

  const create = useCallback(
    async (input: NewPrivateClass): Promise<SaveOutcome<PrivateClassRecord>> => {
      try {
        const value = await api.save(input);
        refresh();
        return { ok: true, value };
      } catch (error) {
        return failure(error, tutorText.errors.saveFailed, tutorText.errors.overlap);
      }
    },
    [api, refresh],
  );

  const changeStatus = useCallback(
    async (classId: number, status: ClassStatus): Promise<SaveOutcome<PrivateClassRecord>> => {
      try {
        const value = await api.changeStatus(classId, status);
        refresh();
        return { ok: true, value };
      } catch (error) {
        return failure(error, tutorText.errors.statusFailed);
      }
    },
    [api, refresh],
  );

  return { list, create, changeStatus };
}

/** A refused save as a form shows it: the message above the fields, and at the field it names when that is one of `fields`. */
export function refusedSave<K extends string>(outcome: { message: string; field?: string }, fields: object): { ok: false; alert: string[]; errors: FieldErrors<K> } {
  return { ok: false, alert: [outcome.message], errors: fieldError<K>(fields, outcome.field, outcome.message) };
}
