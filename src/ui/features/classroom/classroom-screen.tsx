import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Copy, Clock, LogOut, MessageSquare, Mic, MicOff, PhoneOff, ScreenShare, ScreenShareOff, Video, VideoOff } from 'lucide-react';
import type { RefusalReason } from '../../../domain/backend-error';
import { DateTime } from '../../components/kit/date-time';
import { gridColumns, orderParticipants } from '../../../domain/classroom';
import { CLASSROOM_ROLE, type ClassroomRoleId } from '../../../domain/constants';
import { dashboardPath } from '../../../domain/route-access';
import { CLOCK } from '../../../ports/clock';
import { SCHEDULER } from '../../../ports/scheduler';
import { minutesLeft, minutesSince } from '../../../domain/class-lifecycle';
import { useService } from '../../components/container-context';
import { useChange } from '../../components/server-state';
import { checkoutPath } from '../../components/class-phase';
import { useProfileTimeZone } from '../../components/use-profile-time-zone';
import { useRole } from '../../components/auth/use-role';
import { PageTitle } from '../../components/page-title';
import { useFocusMode } from '../../components/focus-mode';
import { Button, ButtonLink } from '../../components/kit/button';
import { Card } from '../../components/kit/card';
import { ControlBar, ControlButton } from '../../components/kit/control-button';
import { CLASS_CHAT } from '../../../application/tokens';
import { OutcomeLine } from '../../components/outcome-line';
import { ClassChat } from './class-chat';
import { classroomText as t, classroomWords } from './classroom-text';
import './classroom.css';
import { PreJoin } from './pre-join';
import { Finished } from './class-ended';
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
  // The class's own name once the server has said it (with the pass), the kind of class until then.
  const heading = room.className ?? title;
  if (room.phase === 'in-call') {
    return (
      <section className="classroom-call">
        <InCall room={room} role={role} kind={kind} channel={channel} title={heading} />
      </section>
    );
  }
  return (
    <section className="page classroom">
      <PageTitle>{heading}</PageTitle>
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
      {room.phase === 'ended' ? <Finished heading={t.classEndedHeading} body={endedBody} role={role} kind={kind} channel={channel} /> : null}
      {room.phase === 'left' ? <Finished heading={t.leftHeading} body={t.leftBody} role={role} kind={kind} channel={channel} onRejoin={room.rejoin} /> : null}
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
  const [copied, setCopied] = useState('');
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(t.linkCopied);
    } catch {
      setCopied(t.copyFailed);
    }
  };
  return (
    <Card className="classroom-card classroom-finished">
      <h2 ref={ref} tabIndex={-1}>
        {t.refusedHeading}
      </h2>
      <p role="alert">{classroomWords({ kind: 'refused', code: refusal.code, hostOnly: instantHostOnly })}</p>
      {refusal.code === 'not-open-yet' && refusal.at ? (
        <p>
          <DateTime value={refusal.at} now={clock.now()} timeZone={zone} within={t.opensAt} />
        </p>
      ) : null}
      {instantHostOnly ? <p>{t.participantLinkNote}</p> : null}
      <div className="actions">
        {instantHostOnly ? (
          <>
            <ButtonLink variant="primary" to={participantPath}>
              {t.joinAsParticipant}
            </ButtonLink>
            <Button variant="secondary" icon={<Copy />} onClick={() => void copy(`${window.location.origin}${participantPath}`)}>
              {t.copyParticipantLink}
            </Button>
          </>
        ) : null}
        {refusal.code === 'join-as-host' ? (
          <ButtonLink variant="primary" to={kind === 'instant' ? paths.tutorInstantClass(channel) : paths.classroom(channel)}>
            {t.enterAsHost}
          </ButtonLink>
        ) : null}
        {refusal.code === 'not-paid' && (kind === 'private' || kind === 'course') ? (
          <ButtonLink variant="primary" to={checkoutPath(kind, channel)}>
            {t.payToJoin}
          </ButtonLink>
        ) : null}
        {refusal.code === 'sign-in-required' ? (
          <ButtonLink variant={instantHostOnly ? 'secondary' : 'primary'} to={paths.login()} state={{ from: `${location.pathname}${location.search}` }}>
            {t.signInToJoin}
          </ButtonLink>
        ) : null}
        <ButtonLink variant={instantHostOnly ? 'quiet' : 'secondary'} to={dashboard}>
          {role === null ? t.home : t.toDashboard}
        </ButtonLink>
      </div>
      {instantHostOnly ? (
        <p aria-live="polite" className="classroom-copy-note">
          {copied}
        </p>
      ) : null}
    </Card>
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
        <Button size="sm" disabled={busy} onClick={() => void save()}>
          {busy ? t.chat.saving : t.chat.save}
        </Button>
      ) : null}
      <OutcomeLine message={outcome} lineRef={line} />
    </>
  );
}

/** Whether the window is wide enough for the chat beside the call (else it is a drawer over it, closed at first). */
function wideWindow(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 60rem)').matches;
}

/** The slim bar's clock: the time left of a class with a set end, else how long this user has been in. */
function CallClock({ endsAt }: { endsAt: number | null }) {
  const clock = useService(CLOCK);
  const scheduler = useService(SCHEDULER);
  const [joinedAt] = useState(() => clock.now().getTime());
  const [now, setNow] = useState(() => clock.now().getTime());
  useEffect(() => scheduler.every(15_000, () => setNow(clock.now().getTime())), [clock, scheduler]);
  const words = endsAt === null ? t.inClassFor(minutesSince(joinedAt, now)) : t.timeLeft(minutesLeft(endsAt, now));
  return (
    <p className={endsAt !== null && minutesLeft(endsAt, now) <= 5 ? 'call-clock ending' : 'call-clock'}>
      <Clock aria-hidden="true" />
      {words}
    </p>
  );
}

function InCall({ room, role, kind, channel, title }: { room: ClassroomView; role: ClassroomRoleId; kind: ClassroomKind; channel: string; title: string }) {
  useFocusMode(true);
  const [confirming, setConfirming] = useState(false);
  const [chatOpen, setChatOpen] = useState(wideWindow);
  // Messages from others that came while the chat was closed: a count on its button.
  const [seen, setSeen] = useState(room.chat.length);
  const othersSince = room.chat.slice(seen).filter((m) => m.uid !== room.uid).length;
  const unread = chatOpen ? 0 : othersSince;
  const tiles = orderParticipants([
    { uid: room.uid, displayName: room.displayName, role, isSelf: true },
    ...room.participants.map((p) => ({ uid: p.uid, displayName: p.displayName, role: p.role ?? CLASSROOM_ROLE.PARTICIPANT, isSelf: false })),
  ]);
  const remotes = tiles.filter((tile) => !tile.isSelf);
  const byUid = new Map(room.participants.map((p) => [p.uid, p]));
  const status = room.connection === 'connected' ? (room.notice ? classroomWords(room.notice) : t.connection.connected) : t.connection[room.connection];
  const confirmBox = useRef<HTMLDivElement>(null);
  const chatButton = useRef<HTMLButtonElement>(null);
  // Asked to confirm: the focus goes to 'End for everyone' (the confirmation's first button).
  useEffect(() => {
    if (confirming) confirmBox.current?.querySelector('button')?.focus();
  }, [confirming]);
  const toggleChat = () => {
    if (chatOpen) setSeen(room.chat.length);
    setChatOpen(!chatOpen);
  };
  const closeChat = () => {
    setSeen(room.chat.length);
    setChatOpen(false);
    chatButton.current?.focus();
  };

  return (
    <div className={chatOpen ? 'call chat-open' : 'call'}>
      <div className="call-bar">
        <div className="call-title">
          <PageTitle>{title}</PageTitle>
          <div className="call-status">
            <p role="status" className={`connection connection-${room.connection}`}>
              {status}
            </p>
            <p>{t.networkQuality[room.quality]}</p>
            <p>{t.participantsLabel(tiles.length)}</p>
          </div>
        </div>
        <CallClock endsAt={room.endsAt} />
        <Button size="sm" icon={<LogOut />} onClick={() => void room.leave()}>
          {t.leave}
        </Button>
      </div>
      <h2 className="visually-hidden">{t.inCallHeading}</h2>
      <div className="call-body">
        <div className="call-stage">
          {room.notice && room.notice.kind !== 'reconnected' ? (
            <p className="call-notice" role="alert">
              {classroomWords(room.notice)}
            </p>
          ) : null}
          <ul className={remotes.length === 0 ? 'call-tiles alone' : 'call-tiles'} style={{ gridTemplateColumns: `repeat(${gridColumns(Math.max(remotes.length, 1))}, minmax(0, 1fr))` }} aria-label={t.participantsLabel(tiles.length)}>
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
                    small={remotes.length > 0}
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
          {tiles.length === 1 ? <p className="call-waiting">{t.waitingForOthers}</p> : null}
        </div>
        {chatOpen ? (
          // Escape closes it (the drawer over the call on a phone, the panel beside it): the focus goes back to Chat.
          <div
            className="call-chat"
            id="call-chat"
            onKeyDown={(event) => {
              if (event.key === 'Escape') closeChat();
            }}
          >
            <ClassChat
              messages={room.chat}
              selfUid={room.uid}
              onSend={room.sendChat}
              onClose={closeChat}
              footer={<ChatAfterClass role={role} room={room} kind={kind} channel={channel} />}
            />
          </div>
        ) : null}
      </div>
      {confirming ? (
        <div ref={confirmBox} className="call-confirm card" role="group" aria-labelledby="end-confirm">
          <p id="end-confirm">{t.endClassConfirm}</p>
          <div className="actions">
            <Button
              variant="danger"
              disabled={room.busy}
              onClick={async () => {
                if (!(await room.endClass())) setConfirming(false);
              }}
            >
              {t.endForEveryone}
            </Button>
            <Button onClick={() => setConfirming(false)}>{t.cancel}</Button>
          </div>
        </div>
      ) : null}
      <ControlBar label={t.controlsLabel} className="call-controls">
        <ControlButton label={room.self.audioMuted ? t.unmute : t.mute} icon={room.self.audioMuted ? <MicOff /> : <Mic />} pressed={room.self.audioMuted} onClick={() => void room.toggleMute()} />
        <ControlButton label={room.self.videoOff ? t.startCamera : t.stopCamera} icon={room.self.videoOff ? <VideoOff /> : <Video />} pressed={room.self.videoOff} onClick={() => void room.toggleCamera()} />
        <ControlButton
          label={room.self.screenSharing ? t.stopSharing : t.shareScreen}
          icon={room.self.screenSharing ? <ScreenShareOff /> : <ScreenShare />}
          pressed={room.self.screenSharing}
          onClick={() => void room.toggleScreen()}
        />
        <ControlButton
          ref={chatButton}
          label={t.chatToggle}
          icon={<MessageSquare />}
          aria-expanded={chatOpen}
          aria-controls={chatOpen ? 'call-chat' : undefined}
          badge={{ count: unread, label: t.chatNew(unread) }}
          onClick={toggleChat}
        />
        {role === CLASSROOM_ROLE.HOST && !confirming ? <ControlButton label={t.endClass} icon={<PhoneOff />} tone="danger" onClick={() => setConfirming(true)} /> : null}
      </ControlBar>
    </div>
  );
}
