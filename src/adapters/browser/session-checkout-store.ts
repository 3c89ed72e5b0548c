import { SESSION_STORAGE_KEYS } from '../../domain/constants';
import type { CheckoutKind } from '../../domain/return-path';
import type { CheckoutEntity, CheckoutStore } from '../../ports/checkout-store';
import type { KeyValueStore } from '../../ports/key-value-store';

const keyOf = (kind: CheckoutKind) => (kind === 'private-class' ? SESSION_STORAGE_KEYS.PRIVATE_CLASS : SESSION_STORAGE_KEYS.GROUP_COURSE);

/**
 * CHECKOUT_STORE over session storage. A stored record is checked against the contract's schema (loaded on the
 * checkout, not with the app's first page) and counts only when it is this class's.
 */
export class SessionCheckoutStore implements CheckoutStore {
  constructor(private readonly session: KeyValueStore) {}

  async read(kind: CheckoutKind, classCode: string): Promise<CheckoutEntity | null> {
    const { zGroupCourse, zPrivateClass } = await import('../../contract/generated/backend/zod.gen');
    let value: unknown;
    try {
      value = JSON.parse(this.session.get(keyOf(kind)) ?? 'null');
    } catch {
      return null;
    }
    if (kind === 'private-class') {
      const parsed = zPrivateClass.safeParse(value);
      return parsed.success && parsed.data.ClassLink === classCode ? { kind, record: parsed.data } : null;
    }
    const parsed = zGroupCourse.safeParse(value);
    return parsed.success && parsed.data.ClassLink === classCode ? { kind, record: parsed.data } : null;
  }

  keep(entity: CheckoutEntity): void {
    this.session.set(keyOf(entity.kind), JSON.stringify(entity.record));
  }
}
