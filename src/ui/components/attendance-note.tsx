import type { AttendanceEntry } from '../../contract/records';
import { absenceKnown } from '../../domain/attendance';
import type { Lesson } from '../../domain/class-lifecycle';

// Who came to a class and for how long (the backend's record of the room's joins and leaves), the same on both sides.

export const attendanceText = {
  label: 'Attendance',
  entry: (entry: AttendanceEntry) => (entry.Joined ? `${entry.Name} ${entry.Minutes < 1 ? 'under a minute' : `${entry.Minutes} min`}` : `${entry.Name} did not join`),
} as const;

/**
 * "Attendance: Asha Rao 50 min · Ravi Kumar did not join", once the class has started; "did not join" only once it has
 * ended (the domain's rule), as someone may still come until then.
 */
export function AttendanceNote({ attendance, lesson, nowMs }: { attendance?: AttendanceEntry[]; lesson: Lesson; nowMs: number }) {
  const ended = absenceKnown(lesson, nowMs);
  const shown = (attendance ?? []).filter((entry) => entry.Joined || ended);
  if (shown.length === 0) return null;
  return (
    <p className="attendance-note">
      {attendanceText.label}: {shown.map(attendanceText.entry).join(' · ')}
    </p>
  );
}
