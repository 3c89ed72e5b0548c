import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { isBackendError, type RefusalReason } from '../../../domain/backend-error';
import type { ClassroomRoleId } from '../../../domain/constants';
import { CLASS_LIFECYCLE, type ChannelToken } from '../../../ports/class-lifecycle';
import { CLOCK } from '../../../ports/clock';
import { LOGGER } from '../../../ports/logger';
import {
  VIDEO_CALL,
  type ConnectionState,
  type NetworkQuality,
  type RemoteParticipant,
  type VideoCallEvent,
} from '../../../ports/video-call';
import { useService } from '../../app/container-context';
import { classroomText as t } from './classroom-text';

export type Phase = 'checking' | 'refused' | 'prejoin' | 'joining' | 'in-call' | 'ended' | 'left';

/** A token fetched on arrival is reused for the join while it has at least this long to live. */
const PASS_REUSE_MIN_MS = 5 * 60_000;

export interface SelfMedia {
  audioMuted: boolean;
  videoOff: boolean;
  screenSharing: boolean;
}

type Participants = Map<number, RemoteParticipant>;

/** Folds the video call's participant events into the list the grid shows. */
export function participantsReducer(state: Participants, event: VideoCallEvent | { type: 'reset' }): Participants {
  const patch = (uid: number, change: Partial<RemoteParticipant>) => {
    const known = state.get(uid);
    if (!known) return state;
    return new Map(state).set(uid, { ...known, ...change });
  };
  switch (event.type) {
    case 'reset':
      return new Map();
    case 'participant-joined':
      return new Map(state).set(event.participant.uid, event.participant);
    case 'participant-left': {
      if (!state.has(event.uid)) return state;
      const next = new Map(state);
      next.delete(event.uid);
      return next;
    }
    case 'participant-muted':
      return patch(event.uid, event.kind === 'audio' ? { audioMuted: event.muted } : { videoOff: event.muted });
    case 'participant-published':
      return event.kind === 'video' ? patch(event.uid, { videoOff: false }) : patch(event.uid, { audioMuted: false });
    case 'participant-unpublished':
      return event.kind === 'video' ? patch(event.uid, { videoOff: true }) : patch(event.uid, { audioMuted: true });
    case 'participant-screen':
      return patch(event.uid, { screenSharing: event.sharing });
    default:
      return state;
  }
}

export interface Classroom {
  phase: Phase;
  uid: number;
  displayName: string;
  participants: RemoteParticipant[];
  self: SelfMedia;
  connection: ConnectionState;
  quality: NetworkQuality;
  error: string | null;
  /** Why the server will not let this user in (now): shown instead of the pre-join check. */
  refusal: RefusalReason | null;
  notice: string | null;
  busy: boolean;
  join(displayName: string): Promise<void>;
  toggleMute(): Promise<void>;
  toggleCamera(): Promise<void>;
  toggleScreen(): Promise<void>;
  leave(): Promise<void>;
  endClass(): Promise<boolean>;
  rejoin(): void;
}

/**
 * The live class: a pass (token) asked for on arrival, so a refusal is said before the camera check; then join, the
 * participants' events, the controls, class end and leaving. The video uid is the one the server gave the pass for.
 */
export function useClassroom({ channel, role }: { channel: string; role: ClassroomRoleId }): Classroom {
  const videoCall = useService(VIDEO_CALL);
  const lifecycle = useService(CLASS_LIFECYCLE);
  const clock = useService(CLOCK);
  const logger = useService(LOGGER);
  const [uid, setUid] = useState(0);
  const [phase, setPhase] = useState<Phase>('checking');
  const [refusal, setRefusal] = useState<RefusalReason | null>(null);
  const pass = useRef<ChannelToken | null>(null);
  const [displayName, setDisplayName] = useState('');
  const [participants, dispatch] = useReducer(participantsReducer, new Map());
  const [self, setSelf] = useState<SelfMedia>({ audioMuted: false, videoOff: false, screenSharing: false });
  const [connection, setConnection] = useState<ConnectionState>('disconnected');
  const [quality, setQuality] = useState<NetworkQuality>('unknown');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const phaseRef = useRef(phase);
  useEffect(() => {
    phaseRef.current = phase;
  }, [phase]);
  const wasReconnecting = useRef(false);

  /** A refused pass becomes the 'refused' phase; anything else is an error message. Returns whether it was a refusal. */
  const refusedBy = useCallback((failure: unknown): boolean => {
    if (!isBackendError(failure) || !failure.refusal) return false;
    setRefusal(failure.refusal);
    setPhase(failure.refusal.reason === 'class-ended' ? 'ended' : 'refused');
    return true;
  }, []);

  useEffect(() => {
    let current = true;
    lifecycle.requestToken({ channel, role }).then(
      (token) => {
        if (!current) return;
        pass.current = token;
        setUid(token.uid);
        setPhase('prejoin');
      },
      (failure: unknown) => {
        if (!current) return;
        logger.warn('the class pass was refused on arrival', failure);
        if (!refusedBy(failure)) setPhase('prejoin');
      },
    );
    return () => {
      current = false;
    };
  }, [channel, lifecycle, logger, refusedBy, role]);

  useEffect(
    () =>
      videoCall.subscribe((event) => {
        dispatch(event);
        switch (event.type) {
          case 'connection-state':
            setConnection(event.state);
            if (event.state === 'reconnecting') {
              wasReconnecting.current = true;
              setNotice(null);
            } else if (event.state === 'connected' && wasReconnecting.current) {
              wasReconnecting.current = false;
              setNotice(t.reconnected);
            }
            return;
          case 'network-quality':
            setQuality(event.quality);
            return;
          case 'class-ended':
            setPhase('ended');
            dispatch({ type: 'reset' });
            void videoCall.leave();
            return;
          case 'local-track-ended':
            setNotice(t.deviceLost[event.kind]);
            if (event.kind === 'screen') setSelf((s) => ({ ...s, screenSharing: false }));
            if (event.kind === 'camera') setSelf((s) => ({ ...s, videoOff: true }));
            return;
          default:
            return;
        }
      }),
    [videoCall],
  );

  // Leaving the page leaves the call (or releases the preview's camera and microphone).
  useEffect(
    () => () => {
      if (phaseRef.current === 'in-call' || phaseRef.current === 'joining') void videoCall.leave();
      else void videoCall.closeLocalMedia();
    },
    [videoCall],
  );

  const join = useCallback(
    async (name: string) => {
      setBusy(true);
      setError(null);
      setPhase('joining');
      setDisplayName(name);
      try {
        const fresh = pass.current && pass.current.expiresAt - clock.now().getTime() > PASS_REUSE_MIN_MS ? pass.current : null;
        const token = fresh ?? (await lifecycle.requestToken({ channel, role }));
        pass.current = null;
        setUid(token.uid);
        const result = await videoCall.join({
          channel,
          uid: token.uid,
          role,
          displayName: name,
          token: token.token,
          appId: token.appId,
          region: token.region,
          tokenExpiresAt: token.expiresAt,
        });
        if (result.ok) {
          setPhase('in-call');
          return;
        }
        if (result.reason === 'class-ended') {
          setPhase('ended');
          return;
        }
        setError(t.joinFailures[result.reason]);
        setPhase('prejoin');
      } catch (failure) {
        logger.warn('joining the class failed', failure);
        if (refusedBy(failure)) return;
        setError(isBackendError(failure) ? t.tokenFailures[failure.kind] : t.joinFailures.unknown);
        setPhase('prejoin');
      } finally {
        setBusy(false);
      }
    },
    [channel, clock, lifecycle, logger, refusedBy, role, videoCall],
  );

  const toggleMute = useCallback(async () => {
    const muted = !self.audioMuted;
    await videoCall.setMuted('audio', muted);
    setSelf((s) => ({ ...s, audioMuted: muted }));
  }, [self.audioMuted, videoCall]);

  const toggleCamera = useCallback(async () => {
    if (self.videoOff) {
      const result = await videoCall.publish('video');
      if (!result.ok) {
        setNotice(t.mediaProblems[result.reason]);
        return;
      }
      setSelf((s) => ({ ...s, videoOff: false }));
    } else {
      await videoCall.unpublish('video');
      setSelf((s) => ({ ...s, videoOff: true }));
    }
  }, [self.videoOff, videoCall]);

  const toggleScreen = useCallback(async () => {
    if (self.screenSharing) {
      await videoCall.stopScreenShare();
      setSelf((s) => ({ ...s, screenSharing: false }));
      return;
    }
    const result = await videoCall.startScreenShare();
    if (result.ok) setSelf((s) => ({ ...s, screenSharing: true }));
    else setNotice(t.screenFailures[result.reason]);
  }, [self.screenSharing, videoCall]);

  const leave = useCallback(async () => {
    setPhase('left');
    dispatch({ type: 'reset' });
    await videoCall.leave();
  }, [videoCall]);

  const endClass = useCallback(async () => {
    setBusy(true);
    try {
      await lifecycle.endClass(channel);
      setPhase('ended');
      dispatch({ type: 'reset' });
      await videoCall.leave();
      return true;
    } catch (failure) {
      logger.error('ending the class failed', failure);
      setNotice(t.endFailed);
      return false;
    } finally {
      setBusy(false);
    }
  }, [channel, lifecycle, logger, videoCall]);

  const rejoin = useCallback(() => {
    setSelf({ audioMuted: false, videoOff: false, screenSharing: false });
    setNotice(null);
    setError(null);
    setPhase('prejoin');
  }, []);

  return {
    phase,
    uid,
    displayName,
    participants: [...participants.values()],
    self,
    connection,
    quality,
    error,
    refusal,
    notice,
    busy,
    join,
    toggleMute,
    toggleCamera,
    toggleScreen,
    leave,
    endClass,
    rejoin,
  };
}
