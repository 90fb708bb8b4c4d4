import { readdirSync } from 'node:fs';

/**
 * The import boundaries of the house rules (docs/contributing.md), as import-x `no-restricted-paths`
 * zones: they compare resolved file paths, so `../pricing/messages` from a feature or `@web/features/x`
 * from lib is caught however it is spelled. A zone forbids files under `target` to import from `from`.
 * eslint.boundaries.test.ts proves that each zone refuses a bad import.
 */
const directoriesIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const FEATURES = directoriesIn('./src/web/features');
const SERVER_MODULES = directoriesIn('./src/server/modules');

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
    // The server's foundation: the database and the helpers every part uses. They know nothing of the
    // parts built on them; a type-only import counts too (the rule resolves `import type` like any other).
    // Their API tests drive the whole app, so they may name what they drive.
    target: './src/server/{db,lib}/**/!(*.test).{ts,tsx}',
    from: ['./src/server/modules', './src/server/jobs', './src/server/mail', './src/server/plugins'],
    message:
      'src/server/db and src/server/lib are below modules, jobs, mail and plugins: they never import them, not even a type.',
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
  ...SERVER_MODULES.map((module) => ({
    // A real dependency on another module goes through that module's public.ts (what it offers others);
    // services.ts, the composition root, wires the services themselves.
    target: `./src/server/modules/${module}`,
    from: './src/server/modules',
    except: [`./${module}`, ...SERVER_MODULES.map((other) => `./${other}/public.ts`)],
    message: `Server modules import each other only through a module's public.ts: '${module}' may use its own files, db, lib, mail and another module's public.ts.`,
  })),
  {
    // Every service at once is the composition root's view (services.ts builds them, app-deps.ts types
    // them): a module declares its own deps type from AppInfrastructure and other modules' public.ts, and
    // mail is below the modules. A type-only import counts too.
    target: ['./src/server/modules', './src/server/mail'],
    from: ['./src/server/app-deps.ts', './src/server/services.ts'],
    message:
      "Modules and mail never import app-deps.ts or services.ts: declare the deps you need from AppInfrastructure (infrastructure.ts) and other modules' public.ts.",
  },
  {
    // The parts beside the modules reach one as another module would: through its public.ts. Their API
    // tests drive the whole app, so they may name what they drive.
    target: './src/server/{mail,jobs,plugins,observability,pages}/**/!(*.test).{ts,tsx}',
    from: './src/server/modules',
    except: SERVER_MODULES.map((module) => `./${module}/public.ts`),
    message:
      'mail, jobs, plugins, observability and pages import a server module only through its public.ts.',
  },
  {
    // One direction: a booking takes and frees slots; a slot's deletion reaches the booking through the
    // callback services.ts gives the slots service.
    target: './src/server/modules/slots',
    from: './src/server/modules/demo-booking',
    message: 'Demo bookings depend on slots, never the other way round (not even through public.ts).',
  },
];
