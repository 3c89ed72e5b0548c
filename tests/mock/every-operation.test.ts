// Every operation of openapi/backend.yaml answers 200 on the demo seed, and the server (validateResponses) checks each
// answer against the document's response schema, so a handler drifting from the contract fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT, TUTOR, client, future, startMock, tempDataFile, type MockServer } from './support';

// Internal module of the mock, loaded by URL (no declaration file).
const { loadBackendSpec } = (await import(/* @vite-ignore */ new URL('../../mock-server/lib/openapi.mjs', import.meta.url).href)) as {
  loadBackendSpec: () => { paths: Record<string, unknown> };
};

type Call = { path: string; as?: string; query?: Record<string, string | number | boolean>; body?: unknown };

const CALLS: Call[] = [
  { path: '/GetAllTopics' },
  { path: '/SearchTutors', query: { Query: 'rao', Sort: 'PriceAsc' } },
  { path: '/GetTutorPublicProfile', query: { Slug: 'demo-tutor', IncludeCourses: true } },
  { path: '/GetUserProfile', as: TUTOR },
  { path: '/GetAccountRole', as: TUTOR },
  { path: '/SaveAccountRole', as: 'just-signed-up-uid', body: { Role: 1 } },
  { path: '/SaveUserProfile', as: STUDENT, body: { Role: 2, FirstName: 'Ravi', LastName: 'Kumar', TimeZone: 'Asia/Kolkata', TopicIDs: [1], SelectedTutorSlug: 'demo-tutor' } },
  { path: '/GetPrivateClass', as: TUTOR, query: { Status: 'Scheduled' } },
  { path: '/SavePrivateClass', as: TUTOR, body: { ClassName: 'Vectors', Duration: 30, DateTime: future(9), Price: 300, TransactionFees: 15, CurrencyType: 'INR' } },
  { path: '/ChangePrivateClassStatus', as: TUTOR, body: { ClassID: 1003, Status: 'Cancelled' } },
  { path: '/GetStudentPrivateClass', as: STUDENT },
  { path: '/GetPrivateClassByCode', as: STUDENT, query: { ClassCode: 'PCdemo0000000001' } },
  { path: '/GetTutorCourses', as: TUTOR, query: { Status: 'Open' } },
  { path: '/SaveTutorCourse', as: TUTOR, body: { CourseName: 'Chess', TopicID: 6, Price: 900, TransactionFees: 45, CurrencyType: 'INR', Capacity: 6 } },
  { path: '/EditTutorCourse', as: TUTOR, body: { ClassID: 2001, Capacity: 25 } },
  { path: '/GetStudentCourse', as: STUDENT },
  { path: '/GetCourseByCode', as: STUDENT, query: { ClassCode: 'GCdemo0000000001' } },
  { path: '/SaveTutorSessions', as: TUTOR, body: { ClassID: 2001, Sessions: [{ Title: 'Session 5: Review', StartDateTime: future(40), Duration: 60 }] } },
  { path: '/EditTutorSession', as: TUTOR, body: { SessionID: 3004, Title: 'Session 4: Telling stories' } },
  { path: '/DeleteTutorSession', as: TUTOR, body: { SessionID: 3010 } },
  { path: '/getTutorSessions', as: TUTOR, query: { ClassID: 2001 } },
  { path: '/GetStudentSessions', as: STUDENT },
  { path: '/GetPrivateClassPaymentLink', as: STUDENT, body: { ClassCode: 'PCdemo0000000004' } },
  { path: '/GetTutorClassPaymentLink', as: STUDENT, body: { ClassCode: 'GCdemo0000000001' } },
  { path: '/CreateOrder', as: STUDENT, body: { ClassCode: 'GCdemo0000000003', Kind: 'GroupCourse' } },
  { path: '/SavePrivateClassPaymentDetails', as: STUDENT, body: { ClassCode: 'PCdemo0000000003', PaymentID: 'pay_Declined000001', Status: 'failed', ErrorCode: 'BAD_REQUEST_ERROR', ErrorDescription: 'Declined.' } },
  { path: '/SaveGroupCoursePaymentDetails', as: STUDENT, body: { ClassCode: 'GCdemo0000000001', PaymentID: 'pay_Declined000002', Status: 'failed' } },
  { path: '/GetPrivateClassStatus', as: TUTOR, query: { ClassCode: 'PCdemo0000000002' } },
  { path: '/GetCourseClassStatus', as: STUDENT, query: { ClassCode: 'GCdemo0000000002' } },
  { path: '/GetPaymentHistory', as: TUTOR, query: { Status: 'captured' } },
  { path: '/GetStudentsList', as: TUTOR, query: { Kind: 'GroupCourse' } },
  { path: '/GetEarningsSummary', as: TUTOR },
  { path: '/GetBankAccounts', as: TUTOR },
  { path: '/SaveBankAccount', as: TUTOR, body: { HolderName: 'Asha Rao', AccountNumber: '998877665544', ConfirmAccountNumber: '998877665544', IFSC: 'ICIC0001111', BankName: 'ICICI Bank' } },
  { path: '/GetWithdrawals', as: TUTOR, query: { Status: 'Requested' } },
  { path: '/RequestWithdrawal', as: TUTOR, body: { BankAccountID: 1, Amount: 100, CurrencyType: 'INR' } },
  { path: '/StartInstantClass', as: TUTOR, body: { Title: 'Office hour' } },
  { path: '/GetInstantClass', query: { ClassCode: 'ICdemo0000000001' } },
  { path: '/GetTutorInstantClasses', as: TUTOR },
  { path: '/GetClassRoster', as: TUTOR, query: { ClassCode: 'GCdemo0000000002' } },
  { path: '/ProposeReschedule', as: STUDENT, body: { ClassCode: 'PCdemo0000000002', NewDateTime: future(30, 8), Message: 'Could we do later?' } },
  { path: '/AnswerReschedule', as: TUTOR, body: { ProposalID: 1, Accept: true } },
  { path: '/GetTutorReviews', query: { Slug: 'demo-tutor', Page: 1, PageSize: 5 } },
  { path: '/SaveReview', as: 'student-priya-shah', body: { ClassCode: 'PCdemo0000000005', Rating: 4, Text: 'Still very good.' } },
  { path: '/ReplyToReview', as: TUTOR, body: { ReviewID: 1, Text: 'Thank you, Priya!' } },
  { path: '/GetThreads', as: TUTOR },
  { path: '/GetThreadMessages', as: TUTOR, query: { With: 'demo-student-uid' } },
  { path: '/GetUnreadCount', as: TUTOR },
  { path: '/SendMessage', as: TUTOR, body: { To: 'demo-student-uid', Text: 'Yes, we can start with circle theorems.' } },
  { path: '/MarkThreadRead', as: TUTOR, body: { With: 'demo-student-uid' } },
  { path: '/BlockStudent', as: TUTOR, body: { StudentID: 'demo-student-uid', Blocked: false } },
  { path: '/SaveClassChat', as: TUTOR, body: { ClassCode: 'PCdemo0000000005', Messages: [{ SenderName: 'Asha Rao', FromTutor: true, SentAt: '2026-03-01T10:02:00Z', Text: 'Welcome! Open the practice sheet.' }] } },
  { path: '/GetClassChat', as: 'student-priya-shah', query: { ClassCode: 'PCdemo0000000005' } },
  { path: '/CancelCourseSession', as: TUTOR, body: { SessionID: 3002, Reason: 'I am travelling that week.' } },
  { path: '/WithdrawFromCourse', as: STUDENT, body: { ClassCode: 'GCdemo0000000002' } },
  { path: '/CancelCourse', as: TUTOR, body: { ClassCode: 'GCdemo0000000002', Reason: 'I am moving abroad.' } },
  { path: '/CancelPrivateClass', as: STUDENT, body: { ClassCode: 'PCdemo0000000002', Reason: 'My exam moved to that day.' } },
];
// /FileUpload (multipart) is exercised in mock-server.test.ts; the provider's /PaymentProviderWebhook (signed, no
// headers of the app) in payment-webhook.test.ts; /BookFreeClass (the seed has no free class) in money-as-paid.test.ts.
const ELSEWHERE = ['/FileUpload', '/PaymentProviderWebhook', '/BookFreeClass'];

let server: MockServer;
let api: ReturnType<typeof client>;
const data = tempDataFile();

beforeAll(async () => {
  server = await startMock(data.file);
  api = client(server);
});
afterAll(async () => {
  await server.close();
  data.cleanup();
});

describe('every operation of openapi/backend.yaml', () => {
  it('is called here (or in the named test) exactly once', () => {
    const spec = loadBackendSpec();
    const paths = Object.keys(spec.paths).sort();
    expect([...CALLS.map((c) => c.path), ...ELSEWHERE].sort()).toEqual(paths);
  });

  it.each(CALLS)('$path answers 200 inside the contract', async (call) => {
    const reply = call.body === undefined ? await api.get(call.path, { as: call.as ?? null, query: call.query }) : await api.post(call.path, call.body, { as: call.as ?? null });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.StatusCode).toBe(200);
  });
});
