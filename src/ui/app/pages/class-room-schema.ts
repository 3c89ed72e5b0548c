import { z } from 'zod';
import { isClassCode } from '../../../domain/random-id';
import type { ClassroomRoleId } from '../../../domain/constants';
import { classroomText as t } from '../../features/classroom/classroom-text';

export interface ClassRoomValues {
  code: string;
  role: ClassroomRoleId;
}

/** The way into a class: a class code by the domain's shape (spaces around it ignored), and the role picked. */
export const classRoomSchema = z.object({
  code: z.string().trim().refine(isClassCode, t.classCodeInvalid),
  role: z.custom<ClassroomRoleId>(),
});
