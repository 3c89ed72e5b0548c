import { describe, expect, it } from 'vitest';
import { ruleIds } from './rule-ids';

describe('the hexagon’s layer rules', () => {
  it.each([
    ['the domain importing an adapter', 'src/domain/layer-fixture.ts', "import { SystemClock } from '../adapters/browser/system-clock';\nexport const clock = new SystemClock();\n"],
    ['a port importing an adapter', 'src/ports/layer-fixture.ts', "import { InMemoryStore } from '../adapters/fakes/in-memory-store';\nexport type Store = InMemoryStore;\n"],
    [
      'the UI importing an adapter, in a folder the rules do not name',
      'src/ui/features/some-new-feature/layer-fixture.ts',
      "import { ConsoleLogger } from '../../../adapters/browser/console-logger';\nexport const logger = new ConsoleLogger();\n",
    ],
    ['an adapter importing the UI', 'src/adapters/browser/layer-fixture.ts', "import { text } from '../../ui/components/text';\nexport const brand = text.brand;\n"],
  ])('fail on %s', async (_name, filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain('import-x/no-restricted-paths');
  });

  it('let every layer read the record types, and only adapters the generated client', async () => {
    const recordType = "import type { PrivateClassRecord } from '../contract/records.ts';\nexport type R = PrivateClassRecord;\n";
    const schema = "import { zPrivateClass } from '../contract/generated/backend/zod.gen.ts';\nexport const s = zPrivateClass;\n";
    expect(await ruleIds('src/domain/layer-fixture.ts', recordType)).toEqual([]);
    expect(await ruleIds('src/domain/layer-fixture.ts', schema)).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('src/application/layer-fixture.ts', schema)).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('src/ui/components/layer-fixture.ts', schema.replaceAll('../', '../../'))).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('src/adapters/backend/layer-fixture.ts', schema.replaceAll('../', '../../'))).toEqual([]);
  });

  it('keep each feature to itself: another feature is refused; its own files and src/ui/components are not', async () => {
    const fixture = 'src/ui/features/tutor/layer-fixture.ts';
    const fromStudent = "import { studentText } from '../student/student-text';\nexport const title = studentText.scheduleTitle;\n";
    const fromItselfAndComponents = "import { tutorText } from './tutor-text';\nimport { FormField } from '../../components/form/fields';\nexport const parts = [tutorText, FormField];\n";
    expect(await ruleIds(fixture, fromStudent)).toContain('import-x/no-restricted-paths');
    expect(await ruleIds(fixture, fromItselfAndComponents)).toEqual([]);
  });

  it('run src/ui one way, shell → features → components: upward imports are refused, downward ones are not', async () => {
    const shellHook = "import { NotFoundPage } from '../../app/not-found-page';\nexport const page = NotFoundPage;\n";
    const feature = "import { landingText } from '../features/landing/landing-text';\nexport const t = landingText;\n";
    expect(await ruleIds('src/ui/features/tutor/layer-fixture.ts', shellHook)).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('src/ui/components/layer-fixture.ts', feature)).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('src/ui/components/layer-fixture.ts', "import { appRoutes } from '../app/router';\nexport const r = appRoutes;\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds('src/ui/app/layer-fixture.ts', "import { landingText } from '../features/landing/landing-text';\nexport const t = landingText;\n")).toEqual([]);
    expect(await ruleIds('src/ui/features/tutor/layer-fixture.ts', "import { text } from '../../components/text';\nexport const t = text;\n")).toEqual([]);
  });

  it('keep screens to use cases: a backend port’s token is refused in src/ui, its types and the platform’s own ports are not', async () => {
    const fixture = 'src/ui/features/tutor/layer-fixture.ts';
    const port = "import { PAYMENT_API } from '../../../ports/payment-api';\nexport const t = PAYMENT_API;\n";
    const types = "import type { PaymentHistoryQuery } from '../../../ports/payment-api';\nexport type Q = PaymentHistoryQuery;\n";
    const clock = "import { CLOCK } from '../../../ports/clock';\nexport const t = CLOCK;\n";
    const useCase = "import { PAYMENT_HISTORY } from '../../../application/tokens';\nexport const t = PAYMENT_HISTORY;\n";
    expect(await ruleIds(fixture, port)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await ruleIds(fixture, types)).toEqual([]);
    expect(await ruleIds(fixture, clock)).toEqual([]);
    expect(await ruleIds(fixture, useCase)).toEqual([]);
  });

  it('pass on the allowed directions (adapter → port → domain, UI → port)', async () => {
    expect(
      await ruleIds(
        'src/adapters/browser/layer-fixture.ts',
        "import type { Clock } from '../../ports/clock';\nimport { DEFAULT_LANG_ID } from '../../domain/constants';\nexport const c: Clock | null = null;\nexport const l = DEFAULT_LANG_ID;\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIds('src/ui/app/layer-fixture.ts', "import { CLOCK } from '../../ports/clock';\nexport const token = CLOCK;\n"),
    ).toEqual([]);
  });
});
