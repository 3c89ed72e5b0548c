// The rule lives in the domain (src/domain/class-time.ts); this path stays only for code written against it before.
export { formatClassTime } from '../../domain/class-time';
