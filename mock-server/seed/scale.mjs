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
