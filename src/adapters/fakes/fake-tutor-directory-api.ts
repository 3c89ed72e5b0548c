import type { Page, TutorPublicProfile, TutorSummary } from '../../domain/backend-records';
import type { TutorDirectoryApi, TutorSearchQuery } from '../../ports/tutor-directory-api';
import { FakeBackendDb, invalid, notFound, paginate } from './fake-backend-db';

export class FakeTutorDirectoryApi implements TutorDirectoryApi {
  constructor(readonly db: FakeBackendDb = new FakeBackendDb()) {}

  async search(query: TutorSearchQuery = {}): Promise<Page<TutorSummary>> {
    this.db.enter({ auth: 'optional' });
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      throw invalid('MinPrice', 'MinPrice must not be above MaxPrice.');
    }
    const words = (query.query ?? '').trim().toLowerCase();
    const tutors = this.db.tutorProfiles
      .map((profile) => this.summary(profile.uid))
      .filter((tutor) => {
        const haystack = [tutor.FirstName, tutor.LastName, tutor.Bio ?? '', ...tutor.Topics.map((topic) => topic.TopicName)].join(' ').toLowerCase();
        return (
          (!words || haystack.includes(words)) &&
          (query.topicId === undefined || tutor.Topics.some((topic) => topic.TopicID === query.topicId)) &&
          (query.minPrice === undefined || (tutor.HourlyRate ?? 0) >= query.minPrice) &&
          (query.maxPrice === undefined || (tutor.HourlyRate ?? 0) <= query.maxPrice) &&
          (query.currencyType === undefined || tutor.CurrencyType === query.currencyType) &&
          (query.language === undefined || tutor.Languages.includes(query.language))
        );
      });
    const rate = (tutor: TutorSummary) => tutor.HourlyRate ?? 0;
    if (query.sort === 'PriceAsc') tutors.sort((a, b) => rate(a) - rate(b));
    if (query.sort === 'PriceDesc') tutors.sort((a, b) => rate(b) - rate(a));
    if (query.sort === 'NameAsc') tutors.sort((a, b) => `${a.FirstName} ${a.LastName}`.localeCompare(`${b.FirstName} ${b.LastName}`));
    return paginate(tutors, query);
  }

  async getPublicProfile(slug: string, options: { includeCourses?: boolean } = {}): Promise<TutorPublicProfile> {
    this.db.enter({ auth: 'optional' });
    const profile = this.db.tutorProfiles.find((candidate) => candidate.slug === slug);
    if (!profile) throw notFound('Tutor');
    const now = this.db.now();
    const upcoming = this.db.privateClasses
      .filter((record) => record.TutorID === profile.uid && record.Status === 'Scheduled' && Date.parse(record.DateTime) > now)
      .sort((a, b) => Date.parse(a.DateTime) - Date.parse(b.DateTime));
    const result: TutorPublicProfile = { Tutor: this.summary(profile.uid), UpcomingPrivateClasses: upcoming };
    if (options.includeCourses) {
      result.Courses = this.db.courses
        .filter((course) => course.TutorID === profile.uid && course.Status === 'Open')
        .map((course) => ({ ...course, Sessions: this.db.sessions.filter((session) => session.ClassID === course.ClassID) }));
    }
    return result;
  }

  private summary(uid: string): TutorSummary {
    const profile = this.db.tutorProfiles.find((candidate) => candidate.uid === uid)!;
    const user = this.db.users.find((candidate) => candidate.uid === uid)!;
    return {
      UserID: uid,
      Slug: profile.slug,
      FirstName: user.firstName,
      LastName: user.lastName,
      Bio: profile.bio,
      Topics: this.db.topics.filter((topic) => profile.topicIds.includes(topic.TopicID)),
      HourlyRate: profile.hourlyRate,
      CurrencyType: 'INR',
      Languages: profile.languages,
      TimeZone: profile.timeZone,
    };
  }
}
