// The scale seed for benchmarks: the demo seed plus generated tutors and private classes (default 10,000 tutors and
// 50,000 classes), deterministic so two runs measure the same data.
import { buildDemoSeed, slot } from './demo.mjs';
import { iso } from '../lib/time.mjs';

const FIRST = ['Aarav', 'Anaya', 'Ben', 'Chloe', 'Dev', 'Elena', 'Farah', 'Gopal', 'Hana', 'Ivan', 'Jia', 'Kofi', 'Leila', 'Mateo', 'Nisha', 'Omar', 'Priyanka', 'Quinn', 'Rohan', 'Sara', 'Tariq', 'Uma', 'Victor', 'Wen', 'Yusuf', 'Zara'];
const LAST = ['Agarwal', 'Brown', 'Chen', 'Das', 'Evans', 'Fernandes', 'Gupta', 'Hughes', 'Iqbal', 'Joshi', 'Khan', 'Lopez', 'Mishra', 'Nair', 'Okoye', 'Patel', 'Reddy', 'Singh', 'Tanaka', 'Verma', 'Walker', 'Young'];
const LANGS = ['en', 'hi', 'es', 'fr', 'de', 'ta', 'ja'];
const CURRENCIES = [['INR', 200, 1500], ['USD', 10, 60], ['EUR', 10, 55], ['GBP', 10, 50]];
const SUBJECTS = ['Algebra', 'Grammar', 'Mechanics', 'Organic Chemistry', 'Cell Biology', 'Python', 'Hindi Basics', 'Guitar', 'Microeconomics', 'World History', 'Spanish A1', 'Sketching'];

/** mulberry32: a small seeded PRNG, so the generated data is the same on every run. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function buildScaleSeed({ now = new Date(), tutors = 10_000, classes = 50_000, keySecret } = {}) {
  const state = buildDemoSeed({ now, keySecret });
  state.meta = { seed: 'scale', tutors, classes, seededAt: iso(now) };
  const rand = prng(20260223);
  const pickOne = (list) => list[Math.floor(rand() * list.length)];
  const generated = [];
  for (let i = 0; i < tutors; i++) {
    const first = pickOne(FIRST);
    const last = pickOne(LAST);
    const [currency, min, max] = pickOne(CURRENCIES);
    const topicA = 1 + Math.floor(rand() * 12);
    const topicB = 1 + ((topicA + Math.floor(rand() * 11)) % 12);
    const uid = `scale-tutor-${String(i + 1).padStart(5, '0')}`;
    const tutor = {
      id: uid,
      UserID: uid,
      Role: 1,
      FirstName: first,
      LastName: last,
      Email: `${uid}@scale.test`,
      TimeZone: 'Asia/Kolkata',
      LangID: 1,
      Bio: `${first} teaches ${SUBJECTS[topicA - 1]} with patience and plenty of practice.`,
      TopicIDs: topicA === topicB ? [topicA] : [topicA, topicB],
      Slug: `${first}-${last}-${i + 1}`.toLowerCase(),
      HourlyRate: Math.round(min + rand() * (max - min)),
      CurrencyType: currency,
      Languages: [...new Set(['en', pickOne(LANGS)])],
      CreatedAt: '2026-01-01T00:00:00Z',
    };
    generated.push(tutor);
  }
  state.users.push(...generated);
  // Bookable hours (issue 39): every tutor publishes some, in one of four zones, mornings or evenings on weekdays and a
  // Saturday morning; the demo tutor is open 08:00–22:00 every day with 500 classes on their calendar over 12 weeks
  // (the bench's open slots and search by free time).
  const ZONES = ['Asia/Kolkata', 'Europe/London', 'America/New_York', 'Asia/Tokyo'];
  generated.forEach((tutor, i) => {
    const [From, To] = i % 2 === 0 ? ['09:00', '12:00'] : ['17:00', '21:00'];
    state.availability.push({
      id: tutor.UserID,
      TutorID: tutor.UserID,
      TimeZone: ZONES[i % ZONES.length],
      CurrencyType: tutor.CurrencyType,
      Weekly: [1, 2, 3, 4, 5].map((Day) => ({ Day, From, To })).concat([{ Day: 6, From: '10:00', To: '13:00' }]),
      Overrides: [],
      Lengths: [{ Minutes: 60, Price: tutor.HourlyRate, TransactionFees: Math.max(1, Math.round(tutor.HourlyRate * 0.05)) }],
      BufferMinutes: 0,
      MinNoticeHours: 12,
      HorizonDays: 84,
      Trial: null,
      UpdatedAt: iso(now),
      Version: 1,
    });
  });
  const demoTutor = state.users.find((u) => u.Slug === 'demo-tutor');
  state.availability.push({
    id: demoTutor.UserID,
    TutorID: demoTutor.UserID,
    TimeZone: 'Asia/Kolkata',
    CurrencyType: 'INR',
    Weekly: [1, 2, 3, 4, 5, 6, 7].map((Day) => ({ Day, From: '08:00', To: '22:00' })),
    Overrides: [],
    Lengths: [{ Minutes: 60, Price: 800, TransactionFees: 40 }],
    BufferMinutes: 10,
    MinNoticeHours: 12,
    HorizonDays: 84,
    Trial: null,
    UpdatedAt: iso(now),
    Version: 1,
  });
  // Six a day, 04:00–14:00 UTC (09:30–19:30 in Kolkata), two hours apart, from the day after tomorrow, clear of the
  // demo tutor's own classes and course sessions.
  const taken = [
    ...state.privateClasses.filter((c) => c.TutorID === demoTutor.UserID).map((c) => [Date.parse(c.DateTime), c.Duration]),
    ...state.sessions.filter((x) => state.courses.some((c) => c.ClassID === x.ClassID && c.TutorID === demoTutor.UserID)).map((x) => [Date.parse(x.StartDateTime), x.Duration]),
  ].map(([start, minutes]) => [start, start + minutes * 60_000]);
  let busyId = 90_000;
  for (let k = 0, placed = 0; placed < 500; k++) {
    const start = Date.parse(slot(now, 1 + Math.floor(k / 6), 4 + 2 * (k % 6)));
    if (taken.some(([s, e]) => s < start + 3_600_000 && start < e)) continue;
    busyId += 1;
    placed += 1;
    state.privateClasses.push({
      id: busyId,
      ClassID: busyId,
      ClassLink: `PCbusy${String(placed).padStart(10, '0')}`,
      ClassName: `Booked lesson ${placed}`,
      Duration: 60,
      DateTime: iso(new Date(start)),
      Price: 800,
      TransactionFees: 40,
      CurrencyType: 'INR',
      Status: 'Scheduled',
      TutorID: demoTutor.UserID,
      TimeZone: 'Asia/Kolkata',
      PaymentMode: 'Order',
      CreatedAt: iso(now),
    });
  }
  let classId = 100_000;
  for (let n = 0; n < classes; n++) {
    const tutor = generated[n % generated.length];
    const round = Math.floor(n / generated.length);
    classId += 1;
    const code = `PCscale${String(n + 1).padStart(9, '0')}`;
    state.privateClasses.push({
      id: classId,
      ClassID: classId,
      ClassLink: code,
      ClassName: `${SUBJECTS[tutor.TopicIDs[0] - 1]} session ${round + 1}`,
      Duration: 60,
      DateTime: slot(now, 1 + round, 2 + (n % 12)),
      Price: tutor.HourlyRate,
      TransactionFees: Math.max(1, Math.round(tutor.HourlyRate * 0.05)),
      CurrencyType: tutor.CurrencyType,
      Status: 'Scheduled',
      TutorID: tutor.UserID,
      TimeZone: tutor.TimeZone,
      PaymentMode: 'Order',
      CreatedAt: iso(now),
    });
  }
  return state;
}
