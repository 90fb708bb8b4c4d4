import { readdirSync, readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCycles } from './scripts/import-cycles';

/**
 * The lint self-check: each boundary zone (eslint.boundaries.js), `import-x/no-cycle` and the type-aware
 * cycle check (scripts/import-cycles.ts) refuse a bad import. Small sources are linted as if they stood at a path inside the zone; the imports they name are
 * real files, so the resolver sees exactly what it sees in the tree.
 */
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: new URL('.', import.meta.url).pathname });
  // The first lint loads the config, the parser and the resolver: seconds on a busy machine, paid once here.
  await eslint.lintText('export {};\n', { filePath: 'src/shared/warm-up.ts' });
}, 60_000);

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const importing = (specifier: string) =>
  `import * as probe from '${specifier}';\nexport const used = probe;\n`;
/** An import erased at run time: the boundaries hold for types too. */
const importingTypes = (specifier: string) =>
  `import type * as probe from '${specifier}';\nexport type Used = typeof probe;\n`;
const featuresDir = new URL('./src/web/features/', import.meta.url);
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A real module of a feature, to import by its path. */
const moduleOf = (feature: string) =>
  readdirSync(new URL(`${feature}/`, featuresDir))
    .filter((name) => /^[a-z-]+\.tsx?$/.test(name) && !name.includes('.test.'))[0]!
    .replace(/\.tsx?$/, '');

describe('lint boundaries', () => {
  it.each([
    ['shared → server', 'src/shared/probe.ts', '@server/config'],
    ['shared → web', 'src/shared/probe.ts', '../web/lib/cn'],
    ['server → web', 'src/server/lib/probe.ts', '@web/lib/cn'],
    ['web → server', 'src/web/lib/probe.ts', '../../server/config'],
    ['lib → a feature', 'src/web/lib/probe.ts', '@web/features/beta/messages'],
    ['components → a page', 'src/web/components/ui/probe.tsx', '@web/pages/admin/dashboard-page'],
    ['i18n → the app', 'src/web/i18n/probe.ts', '../app/admin/admin-paths'],
    ['a feature → the app', 'src/web/features/beta/probe.ts', '@web/app/admin/admin-paths'],
    ['a feature → a page', 'src/web/features/beta/probe.ts', '../../pages/admin/dashboard-page'],
    ['server db → a module', 'src/server/db/probe.ts', '../modules/slots/service'],
    ['server db → jobs', 'src/server/db/probe.ts', '@server/jobs/jobs'],
    ['server lib → mail', 'src/server/lib/probe.ts', '../mail/mail-service'],
    ['server lib → plugins', 'src/server/lib/probe.ts', '@server/plugins/session'],
  ])('refuses %s', async (_name, filePath, specifier) => {
    expect(await ruleIds(filePath, importing(specifier))).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['server db → a module', 'src/server/db/probe.ts', '../modules/slots/service'],
    ['server lib → jobs', 'src/server/lib/probe.ts', '../jobs/jobs'],
  ])('refuses a type-only import: %s', async (_name, filePath, specifier) => {
    expect(await ruleIds(filePath, importingTypes(specifier))).toContain('import-x/no-restricted-paths');
  });

  it.each(features.map((feature) => [feature, features.find((other) => other !== feature)!]))(
    'refuses the feature %s importing its sibling %s, relatively and by alias',
    async (feature, sibling) => {
      const filePath = `src/web/features/${feature}/probe.ts`;
      const target = `${sibling}/${moduleOf(sibling)}`;
      expect(await ruleIds(filePath, importing(`../${target}`))).toContain('import-x/no-restricted-paths');
      expect(await ruleIds(filePath, importing(`@web/features/${target}`))).toContain(
        'import-x/no-restricted-paths',
      );
    },
  );

  it('lets a feature import its own modules, shared code and the ui components', async () => {
    const code = [
      `import * as own from './${moduleOf('beta')}';`,
      "import * as shared from '@shared/language';",
      "import * as ui from '@web/components/ui/button';",
      'export const used = [own, shared, ui];',
    ].join('\n');
    expect(await ruleIds(`src/web/features/beta/probe.ts`, code)).toEqual([]);
  });

  it.each([
    ['relatively', 'src/server/modules/slots/probe.ts', '../demo-booking/manage-service'],
    ['by alias', 'src/server/modules/inbox/probe.ts', '@server/modules/demo-booking/manage-repository'],
    ['a repository', 'src/server/modules/orders/probe.ts', '../tenants/repository'],
  ])("refuses a server module importing another's internals %s", async (_how, filePath, specifier) => {
    expect(await ruleIds(filePath, importing(specifier))).toContain('import-x/no-restricted-paths');
    expect(await ruleIds(filePath, importingTypes(specifier))).toContain('import-x/no-restricted-paths');
  });

  it("lets a server module import another's public.ts, and its own files", async () => {
    const code = [
      "import * as slots from '../slots/public';",
      "import * as demoBooking from '@server/modules/demo-booking/public';",
      "import * as own from './kinds';",
      'export const used = [slots, demoBooking, own];',
    ].join('\n');
    expect(await ruleIds('src/server/modules/inbox/probe.ts', code)).toEqual([]);
  });

  it.each([
    ['a module', 'src/server/modules/orders/probe.ts', '../../app-deps'],
    ['a module, by alias', 'src/server/modules/auth/mfa/probe.ts', '@server/app-deps'],
    ['a module, the composition root', 'src/server/modules/dashboard/probe.ts', '../../services'],
    ['mail', 'src/server/mail/probe.ts', '../app-deps'],
  ])(
    'refuses %s importing every service at once (app-deps, services)',
    async (_who, filePath, specifier) => {
      expect(await ruleIds(filePath, importing(specifier))).toContain('import-x/no-restricted-paths');
      expect(await ruleIds(filePath, importingTypes(specifier))).toContain('import-x/no-restricted-paths');
    },
    // import-x/no-cycle walks everything services.ts imports: seconds on a busy machine.
    30_000,
  );

  it.each([
    ['mail', 'src/server/mail/probe.ts', '../modules/orders/transfer'],
    ['jobs', 'src/server/jobs/probe.ts', '@server/modules/privacy/service'],
    ['plugins', 'src/server/plugins/probe.ts', '../modules/auth/service'],
    ['observability', 'src/server/observability/probe.ts', '../modules/analytics/repository'],
    ['pages', 'src/server/pages/probe.ts', '../modules/site/site-config'],
  ])("refuses %s importing a module's internals", async (_layer, filePath, specifier) => {
    expect(await ruleIds(filePath, importing(specifier))).toContain('import-x/no-restricted-paths');
    expect(await ruleIds(filePath, importingTypes(specifier))).toContain('import-x/no-restricted-paths');
  });

  it("lets plugins and pages import a module's public.ts", async () => {
    expect(await ruleIds('src/server/plugins/probe.ts', importing('../modules/auth/public'))).toEqual([]);
    expect(await ruleIds('src/server/pages/probe.ts', importing('@server/modules/site/public'))).toEqual([]);
  });

  it('refuses slots importing demo bookings, even their public.ts', async () => {
    expect(await ruleIds('src/server/modules/slots/probe.ts', importing('../demo-booking/public'))).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses an import cycle', async () => {
    // button.tsx imports cn.ts: a cn.ts that imported button back would close a cycle.
    expect(await ruleIds('src/web/lib/cn.ts', importing('@web/components/ui/button'))).toContain(
      'import-x/no-cycle',
    );
  });

  it('refuses an import cycle of types only, which import-x/no-cycle skips', async () => {
    // infrastructure.ts names the mail service's type: mail naming AppInfrastructure back closes a circle.
    const mailService = 'src/server/mail/mail-service.ts';
    const probe = `${readFileSync(mailService, 'utf8')}
import type { AppInfrastructure } from '../infrastructure';
export type Probe = AppInfrastructure;
`;
    expect(await ruleIds(mailService, probe)).not.toContain('import-x/no-cycle');
    const cycles = importCycles({ sources: { [mailService]: probe } });
    expect(cycles).toContainEqual(
      expect.arrayContaining(['src/server/infrastructure.ts', 'src/server/mail/mail-service.ts']),
    );
  }, 60_000);
});
