import { useNavigate } from 'react-router-dom';
import { CLASSROOM_ROLE } from '../../../domain/constants';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/kit/button';
import { Card } from '../../components/kit/card';
import { FormField } from '../../components/form/fields';
import { useForm } from '../../components/form/use-form';
import { classroomText as t } from '../../features/classroom/classroom-text';
import '../../features/classroom/classroom.css';
import { paths } from '../../../domain/routes';
import { classRoomSchema, type ClassRoomValues } from './class-room-schema';

const INITIAL: ClassRoomValues = { code: '', role: CLASSROOM_ROLE.PARTICIPANT };

/**
 * /class-room (public): the way into a class by its code. Anyone with a code picks tutor (host) or student
 * (participant) and goes to /instant-classroom/{code}/{roleId}; the token function decides who may really join.
 */
export default function ClassRoomPage() {
  const navigate = useNavigate();
  // A refused code puts the focus back in its box (useForm: the first field in error).
  const form = useForm({
    initial: INITIAL,
    schema: () => classRoomSchema,
    send: async ({ code, role }) => {
      navigate(paths.instantClassroom(code, role));
      return { ok: true };
    },
  });
  const role = form.values.role;

  return (
    <section className="page classroom class-entry">
      <PageTitle>{t.titles.enterClass}</PageTitle>
      <Card className="classroom-card">
        <p className="lead">{t.enterIntro}</p>
        <form onSubmit={form.onSubmit} noValidate>
          <FormField label={t.classCodeLabel} hint={t.classCodeHint} {...form.field('code')} type="text" maxLength={32} autoComplete="off" spellCheck={false} />
          <fieldset>
            <legend>{t.roleLegend}</legend>
            <label className="radio">
              <input type="radio" name="role" checked={role === CLASSROOM_ROLE.PARTICIPANT} onChange={() => form.set('role', CLASSROOM_ROLE.PARTICIPANT)} />
              {t.roleParticipantOption}
            </label>
            <label className="radio">
              <input type="radio" name="role" checked={role === CLASSROOM_ROLE.HOST} onChange={() => form.set('role', CLASSROOM_ROLE.HOST)} />
              {t.roleHostOption}
            </label>
          </fieldset>
          <Button type="submit" variant="primary" size="lg" block>
            {t.goToClass}
          </Button>
        </form>
      </Card>
    </section>
  );
}
