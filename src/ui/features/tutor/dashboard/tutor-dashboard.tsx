import { BookOpen, CalendarClock, CalendarPlus, CreditCard, Landmark, Star, Users, Wallet, Zap } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { SkippedNote } from '../../../components/skipped-note';
import { CLOCK } from '../../../../ports/clock';
import { useService } from '../../../components/container-context';
import { useNowMs } from '../../../components/class-phase';
import { PageHeader } from '../../../components/kit/page-header';
import { ButtonLink } from '../../../components/kit/button';
import { EmptyState } from '../../../components/kit/empty-state';
import { text } from '../../../components/text';
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
import '../tutor-lists.css';

const CREATE_FORM_ID = 'create-private-class-form';

/** A shortcut to a part of this page: a link drawn as the kit's quiet button (an in-page anchor, so not a router Link). */
function AnchorShortcut({ href, icon, children }: { href: string; icon: ReactNode; children: string }) {
  return (
    <a className="button quiet" href={href}>
      <span className="button-icon" aria-hidden="true">
        {icon}
      </span>
      {children}
    </a>
  );
}

/**
 * /tutor-dashboard as an agenda: the next class first with its one action, the days ahead, shortcuts as a toolbar;
 * then the tutor's private classes (cards, and the create form — the router has no separate tutor private-class
 * route), the students who booked (no students route either) and reviews; beside them on a wide screen, instant
 * classes and earnings.
 */
export function TutorDashboard() {
  const clock = useService(CLOCK);
  const timeZone = useProfileTimeZone();
  const privateClasses = usePrivateClasses();
  const now = new Date(useNowMs());
  const instantClasses = useInstantClasses();
  useEffect(() => {
    document.title = `${tutorText.dashboardTitle} · ${text.brand}`;
  }, []);
  return (
    <section className="page tutor-dashboard">
      <PageHeader
        title={tutorText.dashboardTitle}
        lead={tutorText.timesIn(timeZone)}
        actions={
          <a className="button primary" href={`#${CREATE_FORM_ID}`}>
            <span className="button-icon" aria-hidden="true">
              <CalendarPlus />
            </span>
            {tutorText.shortcutPrivate}
          </a>
        }
      />
      <nav aria-label={tutorText.shortcutsTitle} className="tutor-shortcuts">
        <ul>
          <li>
            <ButtonLink variant="quiet" icon={<BookOpen />} to={paths.courseClass()}>
              {tutorText.shortcutCourse}
            </ButtonLink>
          </li>
          <li>
            <ButtonLink variant="quiet" icon={<CalendarClock />} to={paths.tutorAvailability()}>
              {tutorText.shortcutAvailability}
            </ButtonLink>
          </li>
          <li>
            <AnchorShortcut href="#instant-class-title" icon={<Zap />}>
              {tutorText.shortcutInstant}
            </AnchorShortcut>
          </li>
          <li>
            <AnchorShortcut href={`#${STUDENTS_SECTION_ID}`} icon={<Users />}>
              {studentsText.title}
            </AnchorShortcut>
          </li>
          <li>
            <AnchorShortcut href="#reviews-panel-title" icon={<Star />}>
              {reviewsPanelText.title}
            </AnchorShortcut>
          </li>
          <li>
            <ButtonLink variant="quiet" icon={<CreditCard />} to={paths.tutorPaymentHistory()}>
              {tutorText.shortcutPayments}
            </ButtonLink>
          </li>
          <li>
            <ButtonLink variant="quiet" icon={<Wallet />} to={paths.tutorCashWithdrawal()}>
              {tutorText.shortcutWithdraw}
            </ButtonLink>
          </li>
          <li>
            <ButtonLink variant="quiet" icon={<Landmark />} to={paths.addBank()}>
              {tutorText.shortcutBank}
            </ButtonLink>
          </li>
        </ul>
      </nav>
      <div className="tutor-dashboard-grid">
        <div className="tutor-dashboard-main">
          <UpcomingClasses timeZone={timeZone} />
          <section aria-labelledby="private-classes-title" className="tutor-section">
            <h2 id="private-classes-title">{tutorText.privateTitle}</h2>
            <SkippedNote count={privateClasses.list.skipped} words={tutorText.skipped} />
            <AsyncView load={privateClasses.list} isEmpty={() => false}>
              {(items) =>
                items.length === 0 ? (
                  <EmptyState icon={<CalendarPlus />} title={tutorText.privateEmptyTitle}>
                    <p>{tutorText.privateEmpty}</p>
                  </EmptyState>
                ) : (
                  <PrivateClassList classes={items} timeZone={timeZone} now={now} actions={privateClasses} />
                )
              }
            </AsyncView>
          </section>
          <div id={CREATE_FORM_ID} className="card tutor-create-card">
            <PrivateClassForm timeZone={timeZone} now={() => clock.now()} onCreate={privateClasses.create} />
          </div>
        </div>
        <div className="tutor-dashboard-side">
          <InstantClassStarter />
          <InstantClassList load={instantClasses} timeZone={timeZone} now={now} />
          <EarningsSummaryPanel />
        </div>
      </div>
      <div className="tutor-dashboard-wide">
        <StudentsList timeZone={timeZone} now={now} />
        <ReviewsPanel timeZone={timeZone} />
      </div>
    </section>
  );
}
