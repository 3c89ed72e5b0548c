import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { type ClassroomState } from '../../../application/classroom';
import type { ChatSendResult, DeviceKind } from '../../../ports/video-call';
import { CLASSROOM_SERVICE } from '../../../application/tokens';
import type { ClassroomRoleId } from '../../../domain/constants';
import { useService } from '../../components/container-context';

export interface ClassroomView extends ClassroomState {
  join(displayName: string): Promise<void>;
  toggleMute(): Promise<void>;
  toggleCamera(): Promise<void>;
  toggleScreen(): Promise<void>;
  leave(): Promise<void>;
  endClass(): Promise<boolean>;
  rejoin(): void;
  sendChat(text: string): ChatSendResult;
  preview(): Promise<void>;
  chooseDevice(kind: DeviceKind, deviceId: string): Promise<void>;
  renderVideo(who: 'self' | number, element: HTMLElement): () => void;
}

/** The classroom screen's view of its use case (src/application/classroom.ts): the state to render and the actions. */
export function useClassroom({ channel, role }: { channel: string; role: ClassroomRoleId }): ClassroomView {
  const service = useService(CLASSROOM_SERVICE);
  const classroom = useMemo(() => service.open({ channel, role }), [service, channel, role]);
  const state = useSyncExternalStore(classroom.subscribe, classroom.getSnapshot);

  useEffect(() => {
    classroom.start();
    return () => classroom.dispose();
  }, [classroom]);

  // The actions, the same functions for as long as the classroom (effects may depend on them).
  const actions = useMemo(
    () => ({
      join: (displayName: string) => classroom.join(displayName),
      toggleMute: () => classroom.toggleMute(),
      toggleCamera: () => classroom.toggleCamera(),
      toggleScreen: () => classroom.toggleScreen(),
      leave: () => classroom.leave(),
      endClass: () => classroom.endClass(),
      rejoin: () => classroom.rejoin(),
      sendChat: (text: string) => classroom.sendChat(text),
      preview: () => classroom.preview(),
      chooseDevice: (kind: DeviceKind, deviceId: string) => classroom.chooseDevice(kind, deviceId),
      renderVideo: (who: 'self' | number, element: HTMLElement) => classroom.renderVideo(who, element),
    }),
    [classroom],
  );
  return { ...state, ...actions };
}
