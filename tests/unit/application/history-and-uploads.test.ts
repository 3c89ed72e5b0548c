import { describe, expect, it } from 'vitest';
import { PaymentHistory } from '../../../src/application/payment-history';
import { Uploads } from '../../../src/application/uploads';
import type { PaymentHistoryPage, PaymentRecord } from '../../../src/contract/records';
import { BackendError } from '../../../src/domain/backend-error';
import { isImageFileProblem } from '../../../src/domain/image-upload';
import { UPLOAD_MAX_BYTES } from '../../../src/domain/values';
import type { FileUploadApi } from '../../../src/ports/file-upload-api';
import type { PaymentApi, PaymentHistoryQuery } from '../../../src/ports/payment-api';

const record = (n: number) => ({ PaymentID: `pay_${n}` }) as PaymentRecord;

function payments(total: number, shrinkTo?: number) {
  const asked: PaymentHistoryQuery[] = [];
  const api = {
    getPaymentHistory: async (query: PaymentHistoryQuery): Promise<PaymentHistoryPage> => {
      asked.push(query);
      const size = query.pageSize ?? 10;
      const first = ((query.page ?? 1) - 1) * size;
      const available = asked.length > 1 && shrinkTo !== undefined ? shrinkTo : total;
      const items = Array.from({ length: Math.max(0, Math.min(size, available - first)) }, (_, i) => record(first + i + 1));
      return { Items: items, Total: total, Page: query.page ?? 1, PageSize: size } as unknown as PaymentHistoryPage;
    },
  } as unknown as PaymentApi;
  return { api, asked };
}

describe('PaymentHistory.all (the CSV export)', () => {
  it('reads every page of the filter, 100 at a time, until the total', async () => {
    const { api, asked } = payments(230);
    const all = await new PaymentHistory(api).all({ kind: 'GroupCourse' });
    expect(all).toHaveLength(230);
    expect(all.at(-1)?.PaymentID).toBe('pay_230');
    expect(asked.map((q) => [q.page, q.pageSize])).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    expect(asked.every((q) => q.kind === 'GroupCourse')).toBe(true);
  });

  it('stops at an empty page should records vanish while it pages', async () => {
    const { api, asked } = payments(230, 100);
    expect(await new PaymentHistory(api).all({})).toHaveLength(100);
    expect(asked).toHaveLength(2);
  });
});

describe('Uploads.image', () => {
  it('never sends a file the domain refuses, and sends one it takes', async () => {
    const sent: string[] = [];
    const api = { upload: async (request: { fileName: string }) => (sent.push(request.fileName), { Url: 'https://files.test/a.png' }) } as unknown as FileUploadApi;
    const uploads = new Uploads(api);
    const big = { type: 'image/png', size: UPLOAD_MAX_BYTES + 1 } as Blob;
    expect(await uploads.image({ file: big, fileName: 'big.png', purpose: 'profile-photo' as never })).toEqual({ ok: false, code: 'UPLOAD.TOO_LARGE' });
    expect(await uploads.image({ file: { type: 'text/plain', size: 10 } as Blob, fileName: 'a.txt', purpose: 'profile-photo' as never })).toEqual({ ok: false, code: 'UPLOAD.TYPE' });
    expect(sent).toEqual([]);
    expect(await uploads.image({ file: { type: 'image/png', size: 10 } as Blob, fileName: 'ok.png', purpose: 'profile-photo' as never })).toEqual({ ok: true, value: { Url: 'https://files.test/a.png' } });
    expect(sent).toEqual(['ok.png']);
  });

  it('says a refused upload as the backend refusal, and the domain file problems apart from it', async () => {
    const api = { upload: async () => Promise.reject(new BackendError('rate-limited', 'Wait a day.', [], 429)) } as unknown as FileUploadApi;
    expect(await new Uploads(api).image({ file: { type: 'image/png', size: 10 } as Blob, fileName: 'ok.png', purpose: 'profile-photo' as never })).toEqual({ ok: false, code: 'too-many', serverMessage: 'Wait a day.' });
    expect(isImageFileProblem({ code: 'UPLOAD.EMPTY' })).toBe(true);
    expect(isImageFileProblem({ code: 'too-many' })).toBe(false);
  });
});
