import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { RefusalReason } from '../../../domain/backend-error';
import { formatClassTime } from '../../../domain/class-time';
import { gridColumns, orderParticipants } from '../../../domain/classroom';
import { CLASSROOM_ROLE, type ClassroomRoleId } from '../../../domain/constants';
import { dashboardPath } from '../../../domain/route-access';
import { CLOCK } from '../../../ports/clock';
import { useService } from '../../components/container-context';
import { useChange } from '../../components/server-state';
import { checkoutPath } from '../../components/class-phase';
import { useProfileTimeZone } from '../../components/use-profile-time-zone';
import { useRole } from '../../components/auth/use-role';
import { PageTitle } from '../../components/page-title';
import { CLASS_CHAT } from '../../../application/tokens';
import { OutcomeLine } from '../../components/outcome-line';
import { ClassChat } from './class-chat';
import { classroomText as t, classroomWords } from './classroom-text';
import './classroom.css';
import { PreJoin } from './pre-join';
import { useClassroom, type ClassroomView } from './use-classroom';
import { VideoTile } from './video-tile';
import { paths } from '../../../domain/routes';

const roleLabel = (role: ClassroomRoleId | null) => (role === CLASSROOM_ROLE.HOST ? t.roleHost : role === CLASSROOM_ROLE.PARTICIPANT ? t.roleParticipant : null);

/** Which kind of class a classroom route is for ('any': /classroom/{code}, which serves every kind). */
export type ClassroomKind = 'instant' | 'private' | 'course' | 'any';

export interface ClassroomScreenProps {
  title: string;
  channel: string;
  role: ClassroomRoleId;
  kind: ClassroomKind;
  defaultName: string;
}

/** The live classroom of one class: may I enter? → pre-join check → the call → 'Class ended' or 'You left'. */
export function ClassroomScreen({ title, channel, role, kind, defaultName }: ClassroomScreenProps) {
  const room = useClassroom({ channel, role });
  const location = useLocation();
  // An expired sign-in: joining again cannot work, signing in again (and coming back here) can.
  const signInAgain = room.error?.kind === 'pass' && room.error.code === 'signed-out' ? { to: paths.login(), state: { from: `${location.pathname}${location.search}` } } : null;
  const endedBody = room.endedBySelf ? t.classEndedBySelf : role === CLASSROOM_ROLE.HOST ? t.classEndedForHost : t.classEndedBody;
  return (
    <section className="page classroom">
      {/* The class's own name once the server has said it (with the pass), the kind of class until then. */}
      <PageTitle>{room.className ?? title}</PageTitle>
      {room.phase === 'checking' ? <p role="status">{t.checkingPass}</p> : null}
      {room.phase === 'refused' && room.refusal ? <Refused refusal={room.refusal} channel={channel} kind={kind} /> : null}
      {room.phase === 'prejoin' || room.phase === 'joining' ? (
        <PreJoin
          room={room}
          roleLabel={roleLabel(role) ?? ''}
          defaultName={room.displayName || defaultName}
          busy={room.busy}
          error={room.error ? classroomWords(room.error) : null}
          signInAgain={signInAgain}
          onJoin={(name) => void room.join(name)}
        />
      ) : null}
      {room.phase === 'in-call' ? <InCall room={room} role={role} kind={kind} channel={channel} /> : null}
      {room.phase === 'ended' ? <Finished heading={t.classEndedHeading} body={endedBody} /> : null}
      {room.phase === 'left' ? <Finished heading={t.leftHeading} body={t.leftBody} onRejoin={room.rejoin} /> : null}
      {(room.phase === 'ended' || room.phase === 'left') && room.chat.length > 0 ? (
        <ClassChat messages={room.chat} selfUid={room.uid} footer={<ChatAfterClass role={role} room={room} kind={kind} channel={channel} />} />
      ) : null}
    </section>
  );
}

/** Why the server will not let this user in, in words, with the way forward (pay, sign in, the right link, or wait). */
function Refused({ refusal, channel, kind }: { refusal: RefusalReason; channel: string; kind: ClassroomKind }) {
  const clock = useService(CLOCK);
  const zone = useProfileTimeZone();
  const role = useRole();
  const location = useLocation();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const dashboard = role === null ? paths.landing() : dashboardPath(role);
  const participantPath = paths.instantClassroom(channel, CLASSROOM_ROLE.PARTICIPANT);
  // The host entry of an instant class opened by anyone but its tutor: the way in is the participant link.
  const instantHostOnly = kind === 'instant' && (refusal.code === 'not-host' || refusal.code === 'sign-in-required');
  return (
    <div className="classroom-finished">
      <h2 ref={ref} tabIndex={-1}>
        {t.refusedHeading}
      </h2>
      <p role="alert">{classroomWords({ kind: 'refused', code: refusal.code, hostOnly: instantHostOnly })}</p>
      {refusal.code === 'not-open-yet' && refusal.at ? <p>{t.opensAt(formatClassTime(refusal.at, clock.now(), zone))}</p> : null}
      {instantHostOnly ? (
        <p>
          {t.participantLinkLabel}: <code>{`${window.location.origin}${participantPath}`}</code>
        </p>
      ) : null}
      <div className="actions">
        {instantHostOnly ? (
          <Link className="button primary" to={participantPath}>
            {t.joinAsParticipant}
          </Link>
        ) : null}
        {refusal.code === 'join-as-host' ? (
          <Link className="button primary" to={kind === 'instant' ? paths.tutorInstantClass(channel) : paths.classroom(channel)}>
            {t.enterAsHost}
          </Link>
        ) : null}
        {refusal.code === 'not-paid' && (kind === 'private' || kind === 'course') ? (
          <Link className="button primary" to={checkoutPath(kind, channel)}>
            {t.payToJoin}
          </Link>
        ) : null}
        {refusal.code === 'sign-in-required' ? (
          <Link className={instantHostOnly ? 'button secondary' : 'button primary'} to={paths.login()} state={{ from: `${location.pathname}${location.search}` }}>
            {t.signInToJoin}
          </Link>
        ) : null}
        <Link className="button secondary" to={dashboard}>
          {role === null ? t.home : t.toDashboard}
        </Link>
      </div>
    </div>
  );
}

function Finished({ heading, body, onRejoin }: { heading: string; body: string; onRejoin?: () => void }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="classroom-finished">
      <h2 ref={ref} tabIndex={-1}>
        {heading}
      </h2>
      <p>{body}</p>
      <div className="actions">
        {onRejoin ? (
          <button type="button" className="button primary" onClick={onRejoin}>
            {t.rejoin}
          </button>
        ) : null}
        <Link className="button secondary" to={paths.landing()}>
          {t.home}
        </Link>
      </div>
    </div>
  );
}

/** What becomes of the chat after the class: gone with the page, unless the tutor saves it to the class page. */
function ChatAfterClass({ role, room, kind, channel }: { role: ClassroomRoleId; room: ClassroomView; kind: ClassroomKind; channel: string }) {
  // Saved: the class page's saved chat is read again when next opened.
  const saveLog = useChange(CLASS_CHAT, (chats, log: ClassroomView['chat']) => chats.saveLog(channel, log), { failed: t.chat.saveFailed }, [['class-chat']]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState('');
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) line.current?.focus();
  }, [outcome]);
  // An instant class has no class page; the server says so for /classroom/{code} of one.
  const mayKeep = role === CLASSROOM_ROLE.HOST && kind !== 'instant';
  const save = async () => {
    setBusy(true);
    const saved = await saveLog(room.chat);
    setBusy(false);
    setOutcome(saved.ok ? t.chat.saved(saved.value.Messages.length) : saved.message);
  };
  return (
    <>
      <p className="hint">{mayKeep ? t.chat.notKeptHost : kind === 'instant' ? t.chat.notKeptInstant : t.chat.notKept}</p>
      {mayKeep && room.chat.length > 0 ? (
        <button type="button" className="button secondary" disabled={busy} onClick={() => void save()}>
          {busy ? t.chat.saving : t.chat.save}
        </button>
      ) : null}
      <OutcomeLine message={outcome} lineRef={line} />
    </>
  );
}

function InCall({ room, role, kind, channel }: { room: ClassroomView; role: ClassroomRoleId; kind: ClassroomKind; channel: string }) {
  const [confirming, setConfirming] = useState(false);
  const tiles = orderParticipants([
    { uid: room.uid, displayName: room.displayName, role, isSelf: true },
    ...room.participants.map((p) => ({ uid: p.uid, displayName: p.displayName, role: p.role ?? CLASSROOM_ROLE.PARTICIPANT, isSelf: false })),
  ]);
  const byUid = new Map(room.participants.map((p) => [p.uid, p]));
  const status = room.connection === 'connected' ? (room.notice ? classroomWords(room.notice) : t.connection.connected) : t.connection[room.connection];
  const endButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  return (
    <div className="call">
      <h2 className="visually-hidden">{t.inCallHeading}</h2>
      <div className="call-status">
        <p role="status" className={`connection connection-${room.connection}`}>
          {status}
        </p>
        <p className="muted">{t.networkQuality[room.quality]}</p>
        <p className="muted">{t.participantsLabel(tiles.length)}</p>
      </div>
      {room.notice && room.notice.kind !== 'reconnected' ? (
        <p className="notice" role="alert">
          {classroomWords(room.notice)}
        </p>
      ) : null}
      <div className="call-layout">
      <ul className="grid" style={{ gridTemplateColumns: `repeat(${gridColumns(tiles.length)}, minmax(0, 1fr))` }} aria-label={t.participantsLabel(tiles.length)}>
        {tiles.map((tile) => {
          if (tile.isSelf) {
            return (
              <VideoTile
                key="self"
                render={room.renderVideo}
                who="self"
                name={room.displayName}
                roleLabel={roleLabel(role)}
                audioMuted={room.self.audioMuted}
                videoOff={room.self.videoOff}
                screenSharing={room.self.screenSharing}
              />
            );
          }
          const p = byUid.get(tile.uid)!;
          return (
            <VideoTile
              key={p.uid}
              render={room.renderVideo}
              who={p.uid}
              name={p.displayName}
              roleLabel={roleLabel(p.role)}
              audioMuted={p.audioMuted}
              videoOff={p.videoOff}
              screenSharing={p.screenSharing}
            />
          );
        })}
      </ul>
      <ClassChat messages={room.chat} selfUid={room.uid} onSend={room.sendChat} footer={<ChatAfterClass role={role} room={room} kind={kind} channel={channel} />} />
      </div>
      {tiles.length === 1 ? <p className="muted">{t.waitingForOthers}</p> : null}
      <div className="controls" role="toolbar" aria-label={t.controlsLabel}>
        <button type="button" className="button secondary" aria-pressed={room.self.audioMuted} onClick={() => void room.toggleMute()}>
          {room.self.audioMuted ? t.unmute : t.mute}
        </button>
        <button type="button" className="button secondary" aria-pressed={room.self.videoOff} onClick={() => void room.toggleCamera()}>
          {room.self.videoOff ? t.startCamera : t.stopCamera}
        </button>
        <button type="button" className="button secondary" aria-pressed={room.self.screenSharing} onClick={() => void room.toggleScreen()}>
          {room.self.screenSharing ? t.stopSharing : t.shareScreen}
        </button>
        <button type="button" className="button secondary" onClick={() => void room.leave()}>
          {t.leave}
        </button>
        {role === CLASSROOM_ROLE.HOST && !confirming ? (
          <button ref={endButton} type="button" className="button danger" onClick={() => setConfirming(true)}>
            {t.endClass}
          </button>
        ) : null}
      </div>
      {confirming ? (
        <div className="confirm" role="group" aria-labelledby="end-confirm">
          <p id="end-confirm">{t.endClassConfirm}</p>
          <div className="actions">
            <button
              ref={confirmButton}
              type="button"
              className="button danger"
              disabled={room.busy}
              onClick={async () => {
                if (!(await room.endClass())) setConfirming(false);
              }}
            >
              {t.endForEveryone}
            </button>
            <button type="button" className="button secondary" onClick={() => setConfirming(false)}>
              {t.cancel}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
