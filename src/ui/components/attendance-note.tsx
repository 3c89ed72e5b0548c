import type { AttendanceEntry } from '../../contract/records';

// Who came to a class and for how long (the backend's record of the room's joins and leaves), the same on both sides.

export const attendanceText = {
  label: 'Attendance',
  entry: (entry: AttendanceEntry) => (entry.Joined ? `${entry.Name} ${entry.Minutes < 1 ? 'under a minute' : `${entry.Minutes} min`}` : `${entry.Name} did not join`),
} as const;

/** "Attendance: Asha Rao 50 min · Ravi Kumar did not join", once the class has started. */
export function AttendanceNote({ attendance }: { attendance?: AttendanceEntry[] }) {
  if (!attendance || attendance.length === 0) return null;
  return (
    <p className="attendance-note">
      {attendanceText.label}: {attendance.map(attendanceText.entry).join(' · ')}
    </p>
  );
}
