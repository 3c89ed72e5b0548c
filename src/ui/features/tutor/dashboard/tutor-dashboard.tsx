import { useState } from 'react';
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
import { PrivateClassList, type PrivateClassActions } from '../private-classes/private-class-list';
import { StudentsList } from '../students/students-list';
import { studentsText } from '../students/students-text';
import { tutorText } from '../tutor-text';
import { usePrivateClasses } from '../private-classes/use-private-classes';
import { useProfileTimeZone } from '../../../components/use-profile-time-zone';
import { UpcomingClasses } from './upcoming-classes';
import { ReviewsPanel, reviewsPanelText } from './reviews-panel';
import { STUDENTS_SECTION_ID } from '../students/use-students-list';
import type { NewPrivateClass } from '../../../../ports/private-class-api';
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
  // Bumped after every change here, so the upcoming list and the earnings show it at once.
  const [version, setVersion] = useState(0);
  // Bumped after an instant class starts, so the list of them shows it.
  const [instantVersion, setInstantVersion] = useState(0);
  const instantClasses = useInstantClasses(instantVersion);
  const bumped =
    <A extends unknown[], T extends { ok: boolean }>(change: (...args: A) => Promise<T>) =>
    async (...args: A) => {
      const outcome = await change(...args);
      if (outcome.ok) setVersion((value) => value + 1);
      return outcome;
    };
  const create = bumped((input: NewPrivateClass) => privateClasses.create(input));
  const actions: PrivateClassActions = {
    changeStatus: bumped(privateClasses.changeStatus),
    cancel: bumped(privateClasses.cancel),
    propose: bumped(privateClasses.propose),
    answer: bumped(privateClasses.answer),
  };
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
      <UpcomingClasses timeZone={timeZone} version={version} />
      <section aria-labelledby="private-classes-title">
        <h2 id="private-classes-title">{tutorText.privateTitle}</h2>
        <SkippedNote count={privateClasses.list.skipped} words={tutorText.skipped} />
        <AsyncView
          load={privateClasses.list}
          isEmpty={(items) => items.length === 0}
          empty={tutorText.privateEmpty}
        >
          {(items) => <PrivateClassList classes={items} timeZone={timeZone} now={now} actions={actions} />}
        </AsyncView>
      </section>
      <div id="create-private-class-form" className="card">
        <PrivateClassForm timeZone={timeZone} now={() => clock.now()} onCreate={create} />
      </div>
      <InstantClassStarter onStarted={() => setInstantVersion((value) => value + 1)} />
      <InstantClassList load={instantClasses} timeZone={timeZone} now={now} />
      <StudentsList timeZone={timeZone} now={now} />
      <ReviewsPanel timeZone={timeZone} />
      {/* Reloaded after a change here: a cancellation's refund leaves the earnings. */}
      <EarningsSummaryPanel key={version} />
    </section>
  );
}
