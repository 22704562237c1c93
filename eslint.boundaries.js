// Import boundaries of the server and the apps, as docs/architecture.md states them. Zones are
// generated from the folders, so a new module or feature is covered the day it is added.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;
const foldersIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const server = 'apps/server/src';
const modules = foldersIn(`${server}/modules`);

/**
 * The rank of the server's modules, lowest first: a module imports only modules ranked below it
 * (through their index.ts). It follows the migration order (db/migrate.ts) except where code and
 * foreign keys differ: `audit` is first because every module's back-office routes record their
 * changes through it and it imports no module, `events` next because every module publishes
 * through it (its tables are migrated last, after the tables whose changes it carries), and `verify` (codes, rate limits) sits below
 * `member`, whose login and profile use it, and `payment` below `orders`, which declares the order
 * as a payable kind of it. A module that needs something of a higher one takes
 * it as a dependency passed in (an interface or a function), as orders takes after-sales' reads.
 */
export const moduleRank = [
  'audit',
  'events',
  'settings',
  'verify',
  'member',
  'network',
  'ledger',
  'bonus',
  'catalog',
  'oauth',
  'operator',
  'levels',
  'identity',
  'address',
  'cart',
  'coupon',
  'welfare',
  'payment',
  'orders',
  'review',
  'aftersale',
  'sharing',
  'support',
  'beans',
  'giftcard',
  'timeline',
  'notice',
  'withdraw',
  'discountcard',
  'campaign',
];

const unranked = modules.filter((name) => !moduleRank.includes(name));
if (unranked.length > 0) {
  throw new Error(`eslint.boundaries.js: rank the new module(s) ${unranked.join(', ')} in moduleRank`);
}
const compositionRoot = ['app.ts', 'services.ts', 'main.ts', 'boot.ts'].map((file) => `./${server}/${file}`);

/**
 * Server layers: lib < db < modules < workflows < http, jobs, seed, cli < the composition root;
 * inside modules/, the module rank.
 */
export const serverZones = [
  {
    target: `./${server}/lib`,
    from: [`./${server}/modules`, `./${server}/workflows`, `./${server}/http`, `./${server}/db`, ...compositionRoot],
    message: 'lib/ is the bottom layer: it imports nothing of the server above it.',
  },
  {
    target: `./${server}/db`,
    from: [`./${server}/modules`, `./${server}/workflows`, `./${server}/http`, ...compositionRoot],
    message: 'db/ sits below the modules.',
  },
  {
    target: `./${server}/modules`,
    from: [
      `./${server}/workflows`,
      `./${server}/http`,
      `./${server}/jobs`,
      `./${server}/seed`,
      `./${server}/cli`,
      ...compositionRoot,
    ],
    message: 'A module receives what it needs as plugin options or arguments; it never imports upward.',
  },
  ...modules.flatMap((owner) =>
    modules
      .filter((other) => other !== owner)
      .map((other) => ({
        target: `./${server}/modules/${owner}`,
        from: `./${server}/modules/${other}`,
        except: ['./index.ts'],
        message: `A module imports another only through its index.ts (modules/${other}/index.ts).`,
      })),
  ),
  ...moduleRank
    .filter((owner) => modules.includes(owner))
    .map((owner, _, ranked) => ({
      target: `./${server}/modules/${owner}`,
      from: ranked.slice(ranked.indexOf(owner) + 1).map((higher) => `./${server}/modules/${higher}`),
      message: `modules/${owner} ranks below these modules (moduleRank in eslint.boundaries.js): pass what it needs in as a dependency instead.`,
    }))
    .filter((zone) => zone.from.length > 0),
  ...modules.map((other) => ({
    target: `./${server}/workflows`,
    from: `./${server}/modules/${other}`,
    except: ['./index.ts'],
    message: `Workflows use modules through their index.ts (modules/${other}/index.ts).`,
  })),
  {
    target: `./${server}/workflows`,
    from: [`./${server}/http`, `./${server}/jobs`, `./${server}/seed`, `./${server}/cli`, ...compositionRoot],
    message: 'Workflows sit below the HTTP layer and the composition root.',
  },
  {
    target: `./${server}/http`,
    from: [`./${server}/modules`, `./${server}/workflows`, ...compositionRoot],
    message: 'http/ is the wire protocol: it knows no module.',
  },
  {
    target: `./${server}/cli`,
    from: [`./${server}/main.ts`],
    message: 'CLI tools share boot.ts with the server, not main.ts.',
  },
];

/**
 * App layers: lib < components < shared < features < pages < app (the admin has no pages: its
 * routes live in app/). A feature never imports another feature: what several use moves to shared/,
 * and screens are composed from features by pages or app/.
 */
export function appZones(app) {
  const src = `./apps/${app}/src`;
  const features = foldersIn(`apps/${app}/src/features`);
  const above = (...layers) => layers.map((layer) => `${src}/${layer}`);
  return [
    {
      target: `${src}/lib`,
      from: above('components', 'shared', 'features', 'pages', 'app'),
      message: 'lib/ is the bottom layer of the app: it imports no component, feature, page or app/.',
    },
    {
      target: `${src}/components`,
      from: above('features', 'pages', 'app'),
      message: 'Shared components know no feature, page or app/.',
    },
    {
      target: `${src}/shared`,
      from: above('features', 'pages', 'app'),
      message: 'shared/ holds what several features use; it imports no feature, page or app/.',
    },
    {
      target: `${src}/features`,
      from: above('pages', 'app'),
      message: 'Features are composed by pages and app/; they never import them.',
    },
    {
      target: `${src}/pages`,
      from: above('app'),
      message: 'Pages never import app/ (the route table and providers sit above them).',
    },
    ...features.map((owner) => ({
      target: `${src}/features/${owner}`,
      from: features.filter((other) => other !== owner).map((other) => `${src}/features/${other}`),
      message: 'A feature never imports another feature: move what both need to shared/, or compose them in a page.',
    })),
  ];
}
