import { describe, expect, it } from 'vitest';
import { ruleIds } from './rule-ids';

// The mock runs src/domain as Node strips it (tests/unit/domain/strippable.test.ts runs it so); the lint says so as it is typed.
describe('src/domain holds only TypeScript that Node strips', () => {
  it.each([
    ['an enum', 'export enum Coin { Rupee }\n'],
    ['a namespace', 'export namespace Money { export const zero = 0; }\n'],
    ['a parameter property', 'export class Amount { constructor(readonly value: number) {} }\n'],
    ['an import without its extension', "import { formatMoney } from './money';\nexport const f = formatMoney;\n"],
    ['a re-export without its extension', "export { formatMoney } from './money';\n"],
  ])('refuses %s', async (_name, code) => {
    expect(await ruleIds('src/domain/syntax-fixture.ts', code)).toContain('no-restricted-syntax');
  });

  it('refuses a type imported as a value (Node would look for it at run time)', async () => {
    const code = "import { PlainTextFault } from './plain-text.ts';\nexport type F = PlainTextFault;\n";
    expect(await ruleIds('src/domain/syntax-fixture.ts', code)).toContain('@typescript-eslint/consistent-type-imports');
  });

  it('takes erasable TypeScript with full names, and leaves other layers to their own habits', async () => {
    const code = "import { formatMoney } from './money.ts';\nimport type { PlainTextFault } from './plain-text.ts';\nexport type F = PlainTextFault;\nexport const f = formatMoney;\n";
    expect(await ruleIds('src/domain/syntax-fixture.ts', code)).toEqual([]);
    expect(await ruleIds('src/application/syntax-fixture.ts', "import { formatMoney } from '../domain/money';\nexport const f = formatMoney;\n")).toEqual([]);
  });
});
