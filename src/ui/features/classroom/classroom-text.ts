import type { ClassroomError, ClassroomNotice } from '../../../application/classroom';
import type { RefusalCode } from '../../../application/outcome';
import type { DisplayNameProblem } from '../../../domain/display-name';
import type { ChatSendFailure, ConnectionState, DeviceKind, JoinFailure, MediaFailure, NetworkQuality } from '../../../ports/video-call';

/** Every user-visible text of the live classroom (one place, so LangID can select translations later). */
export const classroomText = {
  titles: {
    classroom: 'Classroom',
    privateClass: 'Private class',
    courseClass: 'Course class',
    instantClass: 'Instant class',
    enterClass: 'Join a class',
  },
  roleHost: 'Host',
  roleParticipant: 'Participant',
  you: 'You',
  // Pre-join
  preJoinHeading: 'Check your camera and microphone',
  preJoinIntro: 'Others will see and hear you once you join.',
  previewLabel: 'Your camera preview',
  previewOff: 'Camera preview is off',
  cameraLabel: 'Camera',
  microphoneLabel: 'Microphone',
  noDevicesOfKind: (kind: 'camera' | 'microphone') => (kind === 'camera' ? 'No camera found' : 'No microphone found'),
  displayNameLabel: 'Your name',
  displayNameHint: 'Shown to everyone in the class.',
  displayNameErrors: {
    empty: 'Enter your name.',
    'too-long': 'Use at most 40 characters.',
    'invalid-characters': 'Use letters, digits, spaces and common punctuation only.',
  },
  checkingDevices: 'Starting your camera and microphone…',
  mediaProblems: {
    'permission-denied':
      'The browser blocked the camera and microphone. Allow them for this site (the camera icon in the address bar), then press Try again.',
    'no-device': 'No camera or microphone was found. Connect one and press Try again, or join without it.',
    'device-in-use': 'Your camera or microphone is being used by another application. Close it and press Try again.',
    unsupported: 'This browser cannot make video calls. Use a recent Chrome, Edge, Firefox or Safari.',
    unknown: 'Your camera or microphone could not be started. Press Try again.',
  } satisfies Record<MediaFailure, string>,
  mediaProblemKind: { camera: 'Camera: ', microphone: 'Microphone: ', both: '' },
  tryAgain: 'Try again',
  join: 'Join',
  joining: 'Joining…',
  joinAs: (role: string) => `You join as ${role}.`,
  // Join failures
  // Why the class pass could not be had (the refusal's code); any other code is 'failed'.
  tokenFailures: {
    'signed-out': 'Sign in again to join this class.',
    refused: 'You cannot join this class.',
    invalid: 'This class link is not valid.',
    'not-found': 'There is no class with this code.',
    conflict: 'You cannot join this class right now.',
    'too-many': 'Too many attempts. Wait a moment and try again.',
    failed: 'The class service failed. Try again in a moment.',
    offline: 'The class service cannot be reached. Check your connection and try again.',
  } satisfies Partial<Record<RefusalCode, string>> & { failed: string },
  joinFailures: {
    'token-rejected': 'The video service refused your class pass. Try joining again.',
    'class-ended': 'This class has already ended.',
    network: 'The video service cannot be reached. Check your connection and try again.',
    'already-joined': 'You are already in this class in this window.',
    unknown: 'Joining the class failed. Try again.',
  } satisfies Record<JoinFailure, string>,
  // Before the camera check: the server's answer to "may I enter?"
  checkingPass: 'Checking that you can join this class…',
  refusedHeading: 'You cannot join this class now',
  refusals: {
    'sign-in-required': 'Sign in first: this class is only for its tutor and the students who paid for it.',
    'not-host': 'Only the tutor who runs this class can host it.',
    'join-as-host': 'You teach this class, so you enter it as its host.',
    'not-paid': 'You have not paid for this class yet. Pay, then join from here.',
    'not-open-yet': 'This class has not opened yet.',
    'class-ended': 'This class has already ended.',
    'class-cancelled': 'The tutor cancelled this class.',
    'no-session': 'This course has no session scheduled yet.',
  } as Record<string, string>,
  refusalUnknown: 'You cannot join this class.',
  instantHostOnly: 'Only the tutor who started this class can host it, signed in. To take part, use the participant link.',
  opensAt: (when: string) => `The room opens at ${when}, 10 minutes before the start.`,
  joinAsParticipant: 'Join as a participant',
  participantLinkNote: 'Anyone with the participant link can take part in this class: copy it to send it to them.',
  copyParticipantLink: 'Copy the participant link',
  linkCopied: 'Link copied.',
  copyFailed: 'The link could not be copied. Use Join as a participant and copy the address from there.',
  enterAsHost: 'Enter as the host',
  payToJoin: 'Pay to join',
  signInToJoin: 'Sign in',
  signInAgain: 'Sign in again',
  toDashboard: 'Back to your dashboard',
  // In call
  inCallHeading: 'In class',
  participantsLabel: (n: number) => (n === 1 ? '1 person in the class' : `${n} people in the class`),
  waitingForOthers: 'Waiting for others to join…',
  muted: 'Muted',
  cameraOff: 'Camera off',
  sharingScreen: 'Sharing screen',
  mute: 'Mute',
  unmute: 'Unmute',
  stopCamera: 'Stop camera',
  startCamera: 'Start camera',
  shareScreen: 'Share screen',
  stopSharing: 'Stop sharing',
  leave: 'Leave',
  endClass: 'End class',
  endClassConfirm: 'End the class for everyone?',
  endForEveryone: 'End for everyone',
  cancel: 'Cancel',
  controlsLabel: 'Call controls',
  /** The slim bar over the call: the time left of a class with a set end, else how long you have been in. */
  timeLeft: (minutes: number) => (minutes === 0 ? 'Time is up' : minutes < 60 ? `${minutes} min left` : `${Math.floor(minutes / 60)} h ${minutes % 60} min left`),
  inClassFor: (minutes: number) => (minutes < 1 ? 'Just started' : `In class for ${minutes} min`),
  chatToggle: 'Chat',
  chatNew: (n: number) => (n === 1 ? '1 new message' : `${n} new messages`),
  closeChat: 'Close the chat',
  screenFailures: {
    cancelled: 'Screen sharing was cancelled.',
    unsupported: 'This browser cannot share the screen.',
    unknown: 'Screen sharing failed.',
  },
  endFailed: 'The class could not be ended. Try again.',
  deviceLost: { camera: 'Your camera stopped.', microphone: 'Your microphone stopped.', screen: 'Screen sharing stopped.' },
  connection: {
    connecting: 'Connecting…',
    connected: 'Connected',
    reconnecting: 'Connection lost. Reconnecting…',
    disconnected: 'Disconnected. Join again to continue.',
  } satisfies Record<ConnectionState, string>,
  reconnected: 'Reconnected.',
  networkQuality: {
    good: 'Network: good',
    poor: 'Network: poor',
    bad: 'Network: bad',
    unknown: 'Network: measuring',
  } satisfies Record<NetworkQuality, string>,
  // After
  classEndedHeading: 'Class ended',
  classEndedBody: 'The host ended this class. Thank you for taking part.',
  classEndedBySelf: 'You ended this class for everyone.',
  classEndedForHost: 'This class has ended.',
  leftHeading: 'You left the class',
  leftBody: 'You can join again while the class is running.',
  rejoin: 'Join again',
  home: 'Go to the home page',
  /** What a user does next once the class is over, by who they are. */
  next: {
    bookAgain: (tutor: string) => `Book again with ${tutor}`,
    findTutor: 'Find a tutor',
    rateLead: 'How was it? Your rating helps other students choose a tutor.',
    message: (name: string) => `Message ${name}`,
  },
  // Errors before the screen
  invalidLinkHeading: 'This class link is not valid',
  invalidCode: 'The class code in the link must be 16 letters or digits. Check the link you were sent.',
  invalidRole: 'The link names an unknown classroom role. Ask your tutor for the class link again.',
  // /class-room
  enterIntro: 'Enter the class code you were sent and choose how you take part.',
  classCodeLabel: 'Class code',
  classCodeHint: '16 letters or digits, for example ICdemo0000000001.',
  classCodeInvalid: 'The class code must be 16 letters or digits.',
  roleLegend: 'I join as',
  roleHostOption: 'Tutor (host)',
  roleParticipantOption: 'Student (participant)',
  goToClass: 'Go to the class',
  chat: {
    heading: 'Class chat',
    logLabel: 'Chat messages',
    empty: 'No messages yet. Links and exercises you send here reach everyone in the class.',
    inputLabel: 'Message to the class',
    inputHint: 'Enter sends; Shift+Enter starts a new line.',
    send: 'Send',
    fromHost: 'Tutor',
    you: 'you',
    notConnected: 'You are not connected just now, so the message was not sent. Send it again once you are back.',
    notKeptInstant: 'This chat is not kept after the class: it is gone once you leave this page.',
    notKept: 'This chat is not kept after the class unless the tutor saves it to the class page; here it is gone once you leave this page.',
    notKeptHost: 'This chat is not kept after the class unless you save it to the class page.',
    save: 'Save chat to the class page',
    saving: 'Saving…',
    saved: (count: number) =>
      `Saved to the class page: ${count} message${count === 1 ? '' : 's'}. You and the students who paid can read it on the class's card; saving again replaces it.`,
    saveFailed: 'The chat could not be saved. Try again.',
  },
} as const;

/**
 * Everything the classroom words: why the last join did not get in, a notice beside the call, the pre-join check's
 * camera or microphone failure (for which device), a chat message not sent. Each carries the code of its source.
 */
export type ClassroomSaid =
  | ClassroomError
  | ClassroomNotice
  | { kind: 'preview'; code: MediaFailure; device: DeviceKind | 'both' }
  | ({ kind: 'chat' } & ChatSendFailure)
  /** The server's refusal to let this user in (its code); `hostOnly`: the host entry of an instant class someone else opened. */
  | { kind: 'refused'; code: string; hostOnly: boolean }
  /** A display name the pre-join form refuses (the domain's rule). */
  | { kind: 'display-name'; code: DisplayNameProblem };

/** The classroom's one wording of its codes. */
export function classroomWords(said: ClassroomSaid): string {
  switch (said.kind) {
    case 'join':
      return classroomText.joinFailures[said.code];
    case 'pass': {
      const failures: Partial<Record<RefusalCode, string>> = classroomText.tokenFailures;
      return failures[said.code] ?? classroomText.tokenFailures.failed;
    }
    case 'reconnected':
      return classroomText.reconnected;
    case 'device-lost':
      return classroomText.deviceLost[said.device];
    case 'media':
      return classroomText.mediaProblems[said.code];
    case 'preview':
      return `${classroomText.mediaProblemKind[said.device]}${classroomText.mediaProblems[said.code]}`;
    case 'screen':
      return classroomText.screenFailures[said.code];
    case 'end-failed':
      return classroomText.endFailed;
    case 'chat':
      return said.code === 'not-connected' ? classroomText.chat.notConnected : said.problem;
    case 'refused': {
      if (said.hostOnly) return classroomText.instantHostOnly;
      const refusals: Partial<Record<string, string>> = classroomText.refusals;
      return refusals[said.code] ?? classroomText.refusalUnknown;
    }
    case 'display-name':
      return classroomText.displayNameErrors[said.code];
  }
}
