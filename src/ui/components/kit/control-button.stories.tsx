// The call's control bar (control-button.tsx) in its states: toggles off and on, a count, a danger action.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageSquare, Mic, MicOff, PhoneOff, ScreenShare, Video, VideoOff } from 'lucide-react';
import { useState } from 'react';
import { ControlBar, ControlButton } from './control-button';

const meta: Meta = { title: 'Kit/ControlBar', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

function Bar({ muted: startMuted = false, cameraOff = false, unread = 0 }: { muted?: boolean; cameraOff?: boolean; unread?: number }) {
  const [muted, setMuted] = useState(startMuted);
  return (
    <ControlBar label="Call controls">
      <ControlButton label={muted ? 'Unmute' : 'Mute'} icon={muted ? <MicOff /> : <Mic />} pressed={muted} onClick={() => setMuted(!muted)} />
      <ControlButton label={cameraOff ? 'Start camera' : 'Stop camera'} icon={cameraOff ? <VideoOff /> : <Video />} pressed={cameraOff} />
      <ControlButton label="Share screen" icon={<ScreenShare />} pressed={false} />
      <ControlButton label="Chat" icon={<MessageSquare />} aria-expanded={unread === 0} badge={{ count: unread, label: `${unread} new messages` }} />
      <ControlButton label="End class" icon={<PhoneOff />} tone="danger" />
    </ControlBar>
  );
}

export const Default: Story = { render: () => <Bar /> };
export const MutedCameraOff: Story = { render: () => <Bar muted cameraOff /> };
export const ChatClosedWithNewMessages: Story = { render: () => <Bar unread={3} /> };
