import { describe, expect, it } from 'vitest';
import { profileInputSchema } from '../../../src/domain/user-profile';

const student = { Role: 2, FirstName: 'Nia', LastName: 'Learner', Phone: '+919876543210', TimeZone: 'Asia/Kolkata', LangID: 1 } as const;
const tutor = { ...student, Role: 1, Bio: 'Maths', TopicIDs: [1], Slug: 'nia-learner' } as const;

describe('profileInputSchema: SelectedTutorSlug', () => {
  it('links a student to the tutor whose page they registered through', () => {
    expect(profileInputSchema.parse({ ...student, SelectedTutorSlug: 'demo-tutor' }).SelectedTutorSlug).toBe('demo-tutor');
  });

  it('refuses a malformed slug and a tutor who sends one', () => {
    expect(profileInputSchema.safeParse({ ...student, SelectedTutorSlug: 'Demo Tutor!' }).success).toBe(false);
    const result = profileInputSchema.safeParse({ ...tutor, SelectedTutorSlug: 'demo-tutor' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['SelectedTutorSlug']);
    expect(profileInputSchema.safeParse(tutor).success).toBe(true);
  });
});
