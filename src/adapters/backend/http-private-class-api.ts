import type { Cancellation, ClassStatus, Page, PrivateClassRecord, RescheduleProposal } from '../../contract/records';
import { answerReschedule, cancelPrivateClass, changePrivateClassStatus, proposeReschedule, getPrivateClass, getPrivateClassByCode, savePrivateClass } from '../../contract/generated/backend/sdk.gen';
import type { NewPrivateClass, PrivateClassApi, PrivateClassQuery } from '../../ports/private-class-api';
import { paging, type BackendTransport } from './http/backend-transport';

export class HttpPrivateClassApi implements PrivateClassApi {
  constructor(private readonly http: BackendTransport) {}

  listMine(query: PrivateClassQuery = {}): Promise<Page<PrivateClassRecord>> {
    return this.http.call('read', (base) =>
      getPrivateClass({ ...base, query: { Status: query.status, From: query.from, To: query.to, ...paging(query) } }),
    );
  }

  save(input: NewPrivateClass): Promise<PrivateClassRecord> {
    return this.http.call('once', (base) => savePrivateClass({ ...base, body: input }));
  }

  changeStatus(classId: number, status: ClassStatus): Promise<PrivateClassRecord> {
    return this.http.call('once', (base) => changePrivateClassStatus({ ...base, body: { ClassID: classId, Status: status } }));
  }

  getByCode(classCode: string): Promise<PrivateClassRecord> {
    return this.http.call('read', (base) => getPrivateClassByCode({ ...base, query: { ClassCode: classCode } }));
  }

  cancel(classCode: string, reason?: string): Promise<Cancellation> {
    // Retried: a repeat by the same side answers the same cancellation (the backend refunds once).
    return this.http.call('idempotent', (base) => cancelPrivateClass({ ...base, body: { ClassCode: classCode, ...(reason ? { Reason: reason } : {}) } }));
  }

  proposeReschedule(classCode: string, newDateTime: string, message?: string): Promise<RescheduleProposal> {
    return this.http.call('once', (base) => proposeReschedule({ ...base, body: { ClassCode: classCode, NewDateTime: newDateTime, ...(message ? { Message: message } : {}) } }));
  }

  answerReschedule(proposalId: number, accept: boolean): Promise<RescheduleProposal> {
    return this.http.call('idempotent', (base) => answerReschedule({ ...base, body: { ProposalID: proposalId, Accept: accept } }));
  }
}
