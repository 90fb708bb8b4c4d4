import { readdirSync } from 'node:fs';

/**
 * The import boundaries of the house rules (docs/contributing.md), as import-x `no-restricted-paths`
 * zones: they compare resolved file paths, so `../pricing/messages` from a feature or `@web/features/x`
 * from lib is caught however it is spelled. A zone forbids files under `target` to import from `from`.
 * eslint.boundaries.test.ts proves that each zone refuses a bad import.
 */
const FEATURES = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const BOUNDARY_ZONES = [
  {
    target: './src/shared',
    from: ['./src/server', './src/web', './scripts', './e2e'],
    message: 'src/shared is isomorphic: it imports nothing of the server, the web client or the tools.',
  },
  {
    target: './src/server',
    from: ['./src/web', './scripts', './e2e'],
    message: 'The server never imports the web client (or the tools).',
  },
  {
    target: './src/web',
    from: ['./src/server', './scripts', './e2e'],
    message: 'The web client never imports the server (or the tools).',
  },
  {
    // The building blocks every screen uses; they know nothing of the screens built from them.
    target: ['./src/web/components', './src/web/lib', './src/web/i18n'],
    from: ['./src/web/features', './src/web/pages', './src/web/app'],
    message: 'components, lib and i18n are below features, pages and the app: they never import them.',
  },
  {
    target: './src/web/features',
    from: ['./src/web/app', './src/web/pages'],
    message: 'A feature never imports the app layer or pages (pages compose features).',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: `Features never import each other: '${feature}' may use shared code, components, lib and i18n.`,
  })),
];
