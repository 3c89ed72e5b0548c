import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isClassCode } from '../../../domain/random-id';
import { CLASSROOM_ROLE, type ClassroomRoleId } from '../../../domain/constants';
import { PageTitle } from '../../components/page-title';
import { classroomText as t } from '../../features/classroom/classroom-text';
import '../../features/classroom/classroom.css';
import { paths } from '../../../domain/routes';

/**
 * /class-room (public): the way into a class by its code. Anyone with a code picks tutor (host) or student
 * (participant) and goes to /instant-classroom/{code}/{roleId}; the token function decides who may really join.
 */
export default function ClassRoomPage() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [role, setRole] = useState<ClassroomRoleId>(CLASSROOM_ROLE.PARTICIPANT);
  const [error, setError] = useState<string | null>(null);
  const ids = { code: useId(), hint: useId(), error: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!isClassCode(trimmed)) {
      setError(t.classCodeInvalid);
      document.getElementById(ids.code)?.focus();
      return;
    }
    navigate(paths.instantClassroom(trimmed, role));
  };

  return (
    <section className="page class-entry">
      <PageTitle>{t.titles.enterClass}</PageTitle>
      <p className="lead">{t.enterIntro}</p>
      <form onSubmit={submit} noValidate>
        <label htmlFor={ids.code}>{t.classCodeLabel}</label>
        <input
          id={ids.code}
          type="text"
          value={code}
          maxLength={32}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          onChange={(e) => setCode(e.target.value)}
        />
        <p id={ids.hint} className="hint">
          {t.classCodeHint}
        </p>
        {error ? (
          <p id={ids.error} className="field-error">
            {error}
          </p>
        ) : null}
        <fieldset>
          <legend>{t.roleLegend}</legend>
          <label className="radio">
            <input type="radio" name="role" checked={role === CLASSROOM_ROLE.PARTICIPANT} onChange={() => setRole(CLASSROOM_ROLE.PARTICIPANT)} />
            {t.roleParticipantOption}
          </label>
          <label className="radio">
            <input type="radio" name="role" checked={role === CLASSROOM_ROLE.HOST} onChange={() => setRole(CLASSROOM_ROLE.HOST)} />
            {t.roleHostOption}
          </label>
        </fieldset>
        <button type="submit" className="button primary">
          {t.goToClass}
        </button>
      </form>
    </section>
  );
}
