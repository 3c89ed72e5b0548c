import { SkippedNote } from '../../../components/skipped-note';
import { Link } from 'react-router-dom';
import { CLOCK } from '../../../../ports/clock';
import { useService } from '../../../components/container-context';
import { useNowMs } from '../../../components/class-phase';
import { PageTitle } from '../../../components/page-title';
import { EarningsSummaryPanel } from '../earnings/earnings-summary';
import { InstantClassStarter } from './instant-class-starter';
import { InstantClassList, useInstantClasses } from './instant-class-list';
import { AsyncView } from '../../../components/async-states';
import { PrivateClassForm } from '../private-classes/private-class-form';
import { PrivateClassList } from '../private-classes/private-class-list';
import { StudentsList } from '../students/students-list';
import { studentsText } from '../students/students-text';
import { tutorText } from '../tutor-text';
import { usePrivateClasses } from '../private-classes/use-private-classes';
import { useProfileTimeZone } from '../../../components/use-profile-time-zone';
import { UpcomingClasses } from './upcoming-classes';
import { ReviewsPanel, reviewsPanelText } from './reviews-panel';
import { STUDENTS_SECTION_ID } from '../students/use-students-list';
import { paths } from '../../../../domain/routes';

/**
 * /tutor-dashboard: the tutor's private classes (list with share links and status changes, and the create form —
 * the router has no separate tutor private-class route), an instant-class starter, the students who booked (the
 * router has no students route either), earnings and shortcuts.
 */
export function TutorDashboard() {
  const clock = useService(CLOCK);
  const timeZone = useProfileTimeZone();
  const privateClasses = usePrivateClasses();
  const now = new Date(useNowMs());
  const instantClasses = useInstantClasses();
  return (
    <section className="page">
      <PageTitle>{tutorText.dashboardTitle}</PageTitle>
      <p className="muted">{tutorText.timesIn(timeZone)}</p>
      <nav aria-label={tutorText.shortcutsTitle}>
        <ul className="shortcuts">
          <li>
            <a href="#create-private-class-form">{tutorText.createPrivateTitle}</a>
          </li>
          <li>
            <Link to={paths.courseClass()}>{tutorText.shortcutCourse}</Link>
          </li>
          <li>
            <a href="#instant-class-title">{tutorText.startInstant}</a>
          </li>
          <li>
            <a href={`#${STUDENTS_SECTION_ID}`}>{studentsText.title}</a>
          </li>
          <li>
            <a href="#reviews-panel-title">{reviewsPanelText.title}</a>
          </li>
          <li>
            <Link to={paths.tutorCashWithdrawal()}>{tutorText.shortcutWithdraw}</Link>
          </li>
          <li>
            <Link to={paths.addBank()}>{tutorText.shortcutBank}</Link>
          </li>
        </ul>
      </nav>
      <UpcomingClasses timeZone={timeZone} />
      <section aria-labelledby="private-classes-title">
        <h2 id="private-classes-title">{tutorText.privateTitle}</h2>
        <SkippedNote count={privateClasses.list.skipped} words={tutorText.skipped} />
        <AsyncView
          load={privateClasses.list}
          isEmpty={(items) => items.length === 0}
          empty={tutorText.privateEmpty}
        >
          {(items) => <PrivateClassList classes={items} timeZone={timeZone} now={now} actions={privateClasses} />}
        </AsyncView>
      </section>
      <div id="create-private-class-form" className="card">
        <PrivateClassForm timeZone={timeZone} now={() => clock.now()} onCreate={privateClasses.create} />
      </div>
      <InstantClassStarter />
      <InstantClassList load={instantClasses} timeZone={timeZone} now={now} />
      <StudentsList timeZone={timeZone} now={now} />
      <ReviewsPanel timeZone={timeZone} />
      <EarningsSummaryPanel />
    </section>
  );
}
