// The seeds keep the demo data contract (demo-data.mjs) and stay consistent: no overlapping calendar, valid codes.
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';

// The seed and store modules are internal (no declaration file): loaded by URL.
const load = (path: string) => import(/* @vite-ignore */ new URL(path, import.meta.url).href);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fn = (...args: any[]) => any;
const { buildDemoSeed } = (await load('../../mock-server/seed/demo.mjs')) as { buildDemoSeed: Fn };
const { buildScaleSeed } = (await load('../../mock-server/seed/scale.mjs')) as { buildScaleSeed: Fn };
const { findOverlap, paymentStateOf, tutorCalendar } = (await load('../../mock-server/lib/store.mjs')) as { findOverlap: Fn; paymentStateOf: Fn; tutorCalendar: Fn };

interface Seed {
  availability: { TutorID: string }[];
  users: { UserID: string; Role: number; Slug?: string; Email: string }[];
  privateClasses: { ClassID: number; ClassLink: string; ClassName: string; Duration: number; DateTime: string; Price: number; TransactionFees: number; CurrencyType: string; TutorID: string; PaymentMode: string }[];
  courses: { ClassID: number; ClassLink: string; CourseName: string; Price: number; TransactionFees: number; CurrencyType: string; PaymentMode: string }[];
  sessions: { SessionID: number; ClassID: number; StartDateTime: string }[];
  bookings: { ClassCode: string; StudentID: string }[];
  instantClasses: { ClassCode: string; TutorID: string }[];
}

const now = new Date('2026-05-10T09:00:00Z');
const seed = buildDemoSeed({ now }) as Seed;

describe('demo seed', () => {
  it('holds the records of the demo data contract with their exact ids, codes and amounts', () => {
    const pc = seed.privateClasses.find((c) => c.ClassLink === DEMO.privateClass.code);
    expect(pc).toMatchObject({ ClassID: DEMO.privateClass.classId, ClassName: 'Algebra Basics', Duration: 60, Price: 500, TransactionFees: 25, CurrencyType: 'INR', TutorID: DEMO.tutor.uid });
    const gc = seed.courses.find((c) => c.ClassLink === DEMO.course.code);
    expect(gc).toMatchObject({ ClassID: DEMO.course.classId, CourseName: 'Spoken English', Price: 2000, TransactionFees: 100, CurrencyType: 'INR' });
    expect(seed.sessions.filter((s) => s.ClassID === DEMO.course.classId).map((s) => s.SessionID)).toEqual(DEMO.course.sessionIds);
    for (const record of [DEMO.paidPrivateClass, DEMO.openPrivateClass, DEMO.hostedPrivateClass]) {
      expect(seed.privateClasses.find((c) => c.ClassLink === record.code)?.ClassID).toBe(record.classId);
    }
    for (const record of [DEMO.paidCourse, DEMO.hostedCourse]) expect(seed.courses.find((c) => c.ClassLink === record.code)?.ClassID).toBe(record.classId);
    expect(seed.privateClasses.find((c) => c.ClassLink === DEMO.hostedPrivateClass.code)?.PaymentMode).toBe('Hosted');
    expect(seed.courses.find((c) => c.ClassLink === DEMO.hostedCourse.code)?.PaymentMode).toBe('HostedForm');
    expect(seed.instantClasses[0]).toMatchObject({ ClassCode: DEMO.instantClass.code, TutorID: DEMO.tutor.uid });
    expect(seed.users.find((u) => u.UserID === DEMO.tutor.uid)).toMatchObject({ Role: 1, Slug: DEMO.tutor.slug, Email: DEMO.tutor.email });
    expect(seed.users.find((u) => u.UserID === DEMO.student.uid)).toMatchObject({ Role: 2, Email: DEMO.student.email });
  });

  it('books and pays as demo-data.mjs describes', () => {
    const state = (code: string) => paymentStateOf(seed, code, DEMO.student.uid);
    expect(state(DEMO.privateClass.code)).toEqual({ Paid: false, PaymentStatus: 'Unpaid' });
    expect(state(DEMO.paidPrivateClass.code)).toEqual({ Paid: true, PaymentStatus: 'Paid' });
    expect(state(DEMO.course.code)).toEqual({ Paid: false, PaymentStatus: 'Unpaid' });
    expect(state(DEMO.paidCourse.code)).toEqual({ Paid: true, PaymentStatus: 'Paid' });
    const booked = seed.bookings.filter((b) => b.StudentID === DEMO.student.uid).map((b) => b.ClassCode);
    expect(booked).toEqual(expect.arrayContaining([DEMO.privateClass.code, DEMO.paidPrivateClass.code, DEMO.course.code, DEMO.paidCourse.code]));
    expect(booked).not.toContain(DEMO.openPrivateClass.code);
  });

  it('puts the demo classes in the future relative to now, without overlaps on any tutor calendar', () => {
    for (const code of [DEMO.privateClass.code, DEMO.openPrivateClass.code, DEMO.hostedPrivateClass.code]) {
      expect(Date.parse(seed.privateClasses.find((c) => c.ClassLink === code)!.DateTime)).toBeGreaterThan(now.getTime());
    }
    for (const tutor of seed.users.filter((u) => u.Role === 1)) {
      const slots = tutorCalendar(seed, tutor.UserID) as { start: number; end: number; ref: string }[];
      for (const slot of slots) expect(findOverlap(slots, slot.start, (slot.end - slot.start) / 60_000, slot.ref)).toBeNull();
    }
  });

  it('uses unique 16-character codes and valid slugs', () => {
    const codes = [...seed.privateClasses.map((c) => c.ClassLink), ...seed.courses.map((c) => c.ClassLink), ...seed.instantClasses.map((c) => c.ClassCode)];
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9]{16}$/);
    for (const u of seed.users.filter((x) => x.Role === 1)) expect(u.Slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('scale seed', () => {
  it('adds the asked number of tutors and classes to the demo seed, deterministically', () => {
    const a = buildScaleSeed({ now, tutors: 300, classes: 900 }) as Seed;
    const b = buildScaleSeed({ now, tutors: 300, classes: 900 }) as Seed;
    expect(a.users.filter((u) => u.Role === 1)).toHaveLength(seed.users.filter((u) => u.Role === 1).length + 300);
    // And the demo tutor's 500 classes of the bench's open slots (issue 39), every tutor with hours.
    expect(a.privateClasses).toHaveLength(seed.privateClasses.length + 900 + 500);
    expect(a.availability).toHaveLength(301);
    expect(a).toEqual(b);
    const slugs = a.users.filter((u) => u.Slug).map((u) => u.Slug!);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug.length).toBeLessThanOrEqual(40);
    const codes = a.privateClasses.map((c) => c.ClassLink);
    expect(new Set(codes).size).toBe(codes.length);
    const first = a.users.find((u) => u.UserID === 'scale-tutor-00001')!;
    for (const tutorId of [first.UserID, DEMO.tutor.uid]) {
      const slots = tutorCalendar(a, tutorId, now) as { start: number; end: number; ref: string }[];
      for (const slot of slots) expect(findOverlap(slots, slot.start, (slot.end - slot.start) / 60_000, slot.ref), `${tutorId} at ${new Date(slot.start).toISOString()}`).toBeNull();
    }
  });
});
