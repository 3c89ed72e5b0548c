import { expect, it } from 'vitest';

it('zod, loaded after the entry set its global configuration, builds no schema with eval (jitless)', async () => {
  await import('../../../src/adapters/browser/zod-without-eval');
  const { config, z } = await import('zod');
  expect(config().jitless).toBe(true);
  expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
});
