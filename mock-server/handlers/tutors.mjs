// Tutors as others see them: search with filters, sort and paging; the public page by slug; the tutor's students.
import { requireTutor, ROLE } from '../lib/auth.mjs';
import { badRequest, notFound, page } from '../lib/http.mjs';
import { limitPublicRead } from '../lib/public-reads.mjs';
import { bookingStateOf } from '../lib/booking-state.mjs';
import { freeWeekOf, nextOpenAt } from './availability.mjs';
import { overlapAtLeast, SLOT_STEP_MINUTES, wantedIntervals } from '../../src/domain/availability.ts';
import {
  capturedFor,
  courseWithSessionsView,
  paymentStateOf,
  privateClassView,
  publicPageUpdatedAt,
  tutorSummaryView,
  isReleasedHold,
  topicIndex,
  userById,
} from '../lib/store.mjs';

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byName = (a, b) => collator.compare(a.FirstName, b.FirstName) || collator.compare(a.LastName, b.LastName) || collator.compare(a.Slug, b.Slug);

function relevance(tutor, text) {
  const first = tutor.FirstName.toLowerCase();
  const last = tutor.LastName.toLowerCase();
  if (tutor.Slug === text || `${first} ${last}` === text) return 0;
  if (first.startsWith(text) || last.startsWith(text) || tutor.Slug.startsWith(text)) return 1;
  return 2;
}

/** Tutors in each sort order, rebuilt only when the store changed (filtering keeps the order, so a search is one pass). */
let orders = { users: null, revision: -1 };
function sortedTutors(state, revision) {
  if (orders.users === state.users && orders.revision === revision) return orders;
  const all = state.users.filter((u) => u.Role === ROLE.tutor && u.Slug);
  const NameAsc = [...all].sort(byName);
  // Price sorts group by currency (by code), then order by rate within it; tutors with no rate come last.
  const byRate = (direction) => (a, b) => {
    if ((a.HourlyRate === undefined) !== (b.HourlyRate === undefined)) return a.HourlyRate === undefined ? 1 : -1;
    if (a.HourlyRate === undefined) return 0;
    return a.CurrencyType === b.CurrencyType ? direction * (a.HourlyRate - b.HourlyRate) : a.CurrencyType < b.CurrencyType ? -1 : 1;
  };
  // Rating: highest average first, more reviews first among equals, unrated last.
  const byRating = (a, b) => (b.RatingAverage ?? 0) - (a.RatingAverage ?? 0) || (b.RatingCount ?? 0) - (a.RatingCount ?? 0);
  orders = { users: state.users, revision, NameAsc, PriceAsc: [...NameAsc].sort(byRate(1)), PriceDesc: [...NameAsc].sort(byRate(-1)), RatingDesc: [...NameAsc].sort(byRating) };
  return orders;
}

/**
 * A tutor's private classes open for booking: Scheduled, in the future, paid by nobody, not a time booked from their
 * hours (held for a student, or released); the soonest first.
 */
function openPrivateClasses(state, tutorId, now) {
  return state.privateClasses
    .filter((c) => c.TutorID === tutorId && c.Status === 'Scheduled' && !c.Hold && Date.parse(c.DateTime) > now.getTime() && capturedFor(state, c.ClassLink).length === 0)
    .sort((a, b) => Date.parse(a.DateTime) - Date.parse(b.DateTime));
}

/** The summary with NextClassAt: when the first of `open` starts (nothing when none is open). */
function withNextClass(summary, open) {
  return open.length > 0 ? { ...summary, NextClassAt: open[0].DateTime } : summary;
}

/**
 * Per tutor, the start times of their Scheduled classes nobody has paid for, soonest first; rebuilt only when the store
 * changed, so that a page of search results (each card's next class) is not a pass over every class per tutor.
 */
let bookable = { revision: -1, privateClasses: null, byTutor: new Map() };
function nextClassAt(state, revision, tutorId, now) {
  if (bookable.revision !== revision || bookable.privateClasses !== state.privateClasses) {
    const byTutor = new Map();
    const paid = new Set(state.payments.filter((p) => p.Status === 'captured').map((p) => p.ClassCode));
    for (const c of state.privateClasses) {
      if (c.Status !== 'Scheduled' || c.Hold || paid.has(c.ClassLink)) continue;
      const times = byTutor.get(c.TutorID) ?? [];
      times.push(c.DateTime);
      byTutor.set(c.TutorID, times);
    }
    for (const times of byTutor.values()) times.sort((a, b) => Date.parse(a) - Date.parse(b));
    bookable = { revision, privateClasses: state.privateClasses, byTutor };
  }
  return (bookable.byTutor.get(tutorId) ?? []).find((at) => Date.parse(at) > now.getTime());
}

/**
 * Per tutor, how many of their group courses are Open (what /course/{slug} lists); rebuilt only when the store changed,
 * as `bookable` is, so that the sitemap's pages of 100 tutors are not a pass over every course per tutor.
 */
let openCourses = { revision: -1, courses: null, byTutor: new Map() };
function openCourseCount(state, revision, tutorId) {
  if (openCourses.revision !== revision || openCourses.courses !== state.courses) {
    const byTutor = new Map();
    for (const c of state.courses) if (c.Status === 'Open') byTutor.set(c.TutorID, (byTutor.get(c.TutorID) ?? 0) + 1);
    openCourses = { revision, courses: state.courses, byTutor };
  }
  return openCourses.byTutor.get(tutorId) ?? 0;
}

export default function register(api) {
  api.get('/SearchTutors', (ctx) => {
    limitPublicRead(ctx, 'SearchTutors');
    const { state, query, revision, now } = ctx;
    if (query.MinPrice !== undefined && query.MaxPrice !== undefined && query.MinPrice > query.MaxPrice) {
      throw badRequest('MinPrice', 'MinPrice must not be above MaxPrice.');
    }
    const priced = query.MinPrice !== undefined || query.MaxPrice !== undefined;
    // Rates are compared only within one currency: 500 INR and 30 GBP are not on one scale.
    if (priced && query.CurrencyType === undefined) throw badRequest('CurrencyType', 'A price range needs CurrencyType: rates are compared within one currency.');
    const text = query.Query?.toLowerCase();
    const sort = query.Sort ?? 'Relevance';
    // Free at the times the student wants (their zone), judged on the coming week's weekly hours.
    let freeTutors = null;
    if (query.FreeDays !== undefined || query.FreeFrom !== undefined || query.FreeTo !== undefined) {
      if (query.FreeFrom === '24:00') throw badRequest('FreeFrom', 'FreeFrom is a time from 00:00 to 23:59.');
      if (query.FreeFrom !== undefined && query.FreeFrom === query.FreeTo) throw badRequest('FreeTo', 'FreeTo must differ from FreeFrom.');
      const byTutor = freeWeekOf(state, now);
      const from = now.getTime();
      const days = query.FreeDays === undefined ? [1, 2, 3, 4, 5, 6, 7] : [...new Set(query.FreeDays.split(',').map(Number))];
      const wanted = wantedIntervals({ days, from: query.FreeFrom ?? '00:00', to: query.FreeTo ?? '24:00', timeZone: query.TimeZone ?? 'UTC' }, from, from + 7 * 86_400_000);
      freeTutors = new Set();
      for (const [tutorId, free] of byTutor) if (overlapAtLeast(free, wanted, SLOT_STEP_MINUTES)) freeTutors.add(tutorId);
    }
    const source = sortedTutors(state, revision)[sort === 'Relevance' ? 'NameAsc' : sort];
    // The text matches a name, the slug or the name of a topic the tutor teaches ("Name or topic" on the search page).
    const topicsMatching = text === undefined ? null : new Set(state.topics.filter((t) => t.TopicName.toLowerCase().includes(text)).map((t) => t.TopicID));
    let found = source.filter(
      (u) =>
        (text === undefined ||
          u.FirstName.toLowerCase().includes(text) ||
          u.LastName.toLowerCase().includes(text) ||
          u.Slug.includes(text) ||
          u.TopicIDs.some((id) => topicsMatching.has(id))) &&
        (query.TopicID === undefined || u.TopicIDs.includes(query.TopicID)) &&
        (query.Language === undefined || (u.Languages ?? []).includes(query.Language)) &&
        (query.CurrencyType === undefined || u.CurrencyType === query.CurrencyType) &&
        (query.MinRating === undefined || (u.RatingAverage ?? 0) >= query.MinRating) &&
        (freeTutors === null || freeTutors.has(u.UserID)) &&
        (!priced || (u.HourlyRate !== undefined && (query.MinPrice === undefined || u.HourlyRate >= query.MinPrice) && (query.MaxPrice === undefined || u.HourlyRate <= query.MaxPrice))),
    );
    // Relevance: exact matches, then prefix matches, then the rest, each by name (a stable partition).
    if (sort === 'Relevance' && text !== undefined) {
      const buckets = [[], [], []];
      for (const u of found) buckets[relevance(u, text)].push(u);
      found = buckets.flat();
    }
    const result = page(found, query);
    const topics = topicIndex(state);
    return {
      ...result,
      Items: result.Items.map((u) => {
        const next = nextClassAt(state, revision, u.UserID, now);
        const open = nextOpenAt(state, revision, u.UserID, now);
        return {
          ...tutorSummaryView(state, u, topics),
          ...(next ? { NextClassAt: next } : {}),
          ...(open ? { NextOpenAt: open } : {}),
          OpenCourseCount: openCourseCount(state, revision, u.UserID),
        };
      }),
    };
  });

  // The sitemap's list (issue 40): every tutor SearchTutors lists, by name, only their slug, open course count and when
  // their page last changed (store.mjs, publicPageUpdatedAt), in pages of up to 5,000 (one request per sitemap file).
  // Its own operation under the public-read limit.
  api.get('/ListPublicTutors', (ctx) => {
    limitPublicRead(ctx, 'ListPublicTutors');
    const { state, query, revision } = ctx;
    const result = page(sortedTutors(state, revision).NameAsc, { Page: query.Page, PageSize: query.PageSize ?? 5000 });
    return {
      ...result,
      Items: result.Items.map((u) => ({ Slug: u.Slug, OpenCourseCount: openCourseCount(state, revision, u.UserID), UpdatedAt: publicPageUpdatedAt(u) })),
    };
  });

  api.get('/GetTutorPublicProfile', (ctx) => {
    limitPublicRead(ctx, 'GetTutorPublicProfile');
    const { state, query, now, revision } = ctx;
    const tutor = state.users.find((u) => u.Role === ROLE.tutor && u.Slug === query.Slug);
    if (!tutor) throw notFound(`No tutor with the address ${query.Slug}.`);
    const open = openPrivateClasses(state, tutor.UserID, now);
    const upcoming = open.slice(0, 50).map((c) => privateClassView(state, c));
    const nextOpen = nextOpenAt(state, revision, tutor.UserID, now);
    const data = { Tutor: { ...withNextClass(tutorSummaryView(state, tutor), open), ...(nextOpen ? { NextOpenAt: nextOpen } : {}) }, UpcomingPrivateClasses: upcoming };
    if (query.IncludeCourses === true) {
      data.Courses = state.courses
        .filter((c) => c.TutorID === tutor.UserID && c.Status === 'Open')
        .sort((a, b) => a.ClassID - b.ClassID)
        .slice(0, 50)
        .map((c) => courseWithSessionsView(state, c));
    }
    return data;
  });

  api.get('/GetStudentsList', (ctx) => {
    const tutor = requireTutor(ctx);
    const { state, query } = ctx;
    const text = query.Search?.toLowerCase();
    const items = [];
    for (const b of state.bookings) {
      if (b.TutorID !== tutor.UserID) continue;
      if (query.ClassCode !== undefined && b.ClassCode !== query.ClassCode) continue;
      if (query.Kind !== undefined && b.Kind !== query.Kind) continue;
      const student = userById(state, b.StudentID);
      if (!student) continue;
      if (text !== undefined && !`${student.FirstName} ${student.LastName}`.toLowerCase().includes(text) && !(student.Email ?? '').toLowerCase().includes(text)) continue;
      const { Paid } = paymentStateOf(state, b.ClassCode, b.StudentID);
      if (query.Paid !== undefined && Paid !== query.Paid) continue;
      const record = b.Kind === 'PrivateClass' ? state.privateClasses.find((c) => c.ClassLink === b.ClassCode) : state.courses.find((c) => c.ClassLink === b.ClassCode);
      if (!record || (b.Kind === 'PrivateClass' && isReleasedHold(record, ctx.now))) continue;
      items.push({
        StudentID: student.UserID,
        FirstName: student.FirstName,
        LastName: student.LastName,
        ...(student.Email ? { Email: student.Email } : {}),
        ...(student.PhotoURL ? { PhotoURL: student.PhotoURL } : {}),
        Kind: b.Kind,
        ClassID: record.ClassID,
        ClassCode: b.ClassCode,
        ClassName: b.Kind === 'PrivateClass' ? record.ClassName : record.CourseName,
        BookedAt: b.BookedAt,
        Paid,
        // The payment's currency (its refund is in it); the class's own only while nothing was paid.
        CurrencyType: record.CurrencyType,
        ...bookingStateOf(state, b.Kind, record, b.StudentID),
      });
    }
    items.sort((a, b) => Date.parse(b.BookedAt) - Date.parse(a.BookedAt));
    return page(items, query);
  });
}
