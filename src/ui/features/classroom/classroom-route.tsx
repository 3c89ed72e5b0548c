import { Link, useParams } from 'react-router-dom';
import { classroomRoleForUserRole, parseClassroomRoleId } from '../../../domain/classroom';
import { isClassCode } from '../../../domain/random-id';
import { LOCAL_STORAGE_KEYS, type ClassroomRoleId } from '../../../domain/constants';
import { LOCAL_STORE } from '../../../ports/key-value-store';
import { SESSION_SERVICE } from '../../../application/tokens';
import { useService } from '../../components/container-context';
import { useAuthSession } from '../../components/auth/use-auth-session';
import { PageTitle } from '../../components/page-title';
import { classroomText as t } from './classroom-text';
import { ClassroomScreen, type ClassroomKind } from './classroom-screen';
import { paths } from '../../../domain/routes';

/** How a classroom route decides the role: fixed, from the signed-in user's ROLE, or from the link's roleId. */
export type RoleSource = { fixed: ClassroomRoleId } | 'signed-in-role' | 'route-role-id';

export function InvalidClassLink({ message }: { message: string }) {
  return (
    <section className="page">
      <PageTitle>{t.invalidLinkHeading}</PageTitle>
      <p role="alert">{message}</p>
      <Link to={paths.classRoom()}>{t.titles.enterClass}</Link>
    </section>
  );
}

/** A classroom page: reads {encryptSessionId} (the class code, which is the video channel) and the role. */
export function ClassroomRoute({ title, roleSource, kind }: { title: string; roleSource: RoleSource; kind: ClassroomKind }) {
  const { encryptSessionId, roleId } = useParams();
  const local = useService(LOCAL_STORE);
  const session = useAuthSession();
  const sessions = useService(SESSION_SERVICE);
  if (!isClassCode(encryptSessionId)) return <InvalidClassLink message={t.invalidCode} />;
  let role: ClassroomRoleId;
  if (roleSource === 'route-role-id') {
    const parsed = parseClassroomRoleId(roleId);
    if (!parsed.ok) return <InvalidClassLink message={t.invalidRole} />;
    role = parsed.value;
  } else if (roleSource === 'signed-in-role') {
    const stored = Number(local.get(LOCAL_STORAGE_KEYS.ROLE));
    role = classroomRoleForUserRole(Number.isFinite(stored) ? stored : null);
  } else {
    role = roleSource.fixed;
  }
  // The name people know them by: the profile's, else (not registered, signed out) the email's first part, else none.
  const email = session.status === 'signed-in' ? session.user.email : null;
  const defaultName = (session.status === 'signed-in' ? sessions.displayName() : null) ?? (email ? email.split('@')[0]! : '');
  return <ClassroomScreen key={`${encryptSessionId}-${role}`} title={title} channel={encryptSessionId} role={role} kind={kind} defaultName={defaultName} />;
}
