import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layering of docs/development.md, kept by lint. Each layer imports only the ones below it:
 *
 *   API folders (platform/, data-api/, admin/) → services/ → state/ → db/ → domain/
 *
 * with http/ shared by the API folders, external/ wrapping libraries, and demo/ seeding through
 * services/. A rule lists what a layer may not import; "types only" means `import type` is allowed (an
 * API folder may name a row type of db/ or a component type of state/, never call them).
 */
const API_FOLDERS = ['platform', 'data-api', 'admin'];
const anyApi = API_FOLDERS.map((folder) => `**/${folder}/**`);
/** Node's modules that touch files, the network, other processes or threads, and the drivers: none belongs in domain/. */
const NODE_IO_MODULES = [
  'fs',
  'fs/promises',
  'path',
  'net',
  'http',
  'https',
  'http2',
  'tls',
  'dgram',
  'dns',
  'child_process',
  'cluster',
  'worker_threads',
  'os',
  'process',
  'readline',
  'stream',
  'timers',
  'timers/promises',
];
const IO_MODULES = [
  ...NODE_IO_MODULES.flatMap((name) => [name, `node:${name}`]),
  'pg',
  'ioredis',
  '@electric-sql/pglite',
  'fastify',
  'pino',
];

/** Reading the time of day other than through the context's clock (`no-restricted-syntax` selectors). */
const CLOCK_RULES = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'new Date() reads the system clock: use the context\'s clock (clock.now()), which tests move',
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Date.now() reads the system clock: use the context\'s clock (clock.ms()), or performance.now() for a duration',
  },
  {
    selector: "ImportSpecifier[imported.name='systemClock']",
    message: 'the system clock is handed out by the wiring (context.ts): take the context\'s clock instead',
  },
];

/**
 * The wiring that starts the service (main.ts, server.ts, banner.ts) and the operator CLI (cli/): the top
 * of the tree, which no layer imports, statically or with `import()`.
 */
const WIRING = ['**/main.ts', '**/server.ts', '**/banner.ts', '**/cli/**'];
const WIRING_MESSAGE = 'the wiring (main.ts, server.ts, banner.ts) and the CLI (cli/) import the layers, never the other way round';
const importOfWiring = {
  selector: String.raw`ImportExpression[source.value=/(^|\/)(main|server|banner)\.ts$|(^|\/)cli\//]`,
  message: WIRING_MESSAGE,
};

/**
 * SQL lives in db/. Elsewhere it is an error to call `.query(…)` or `.exec(…)` with text written in
 * place (a regular expression's exec is called on a variable's text), or to write a string or template
 * that begins as a statement does, in lower or upper case: select, insert into, update … set, delete
 * from, a common table expression, DDL, truncate, lock table, vacuum. Prose begins with a capital
 * letter ("Select a file", "Update the key") and is not taken for SQL; none in src/ begins otherwise.
 */
const STATEMENT_STARTS = [
  String.raw`select\s`,
  String.raw`insert\s+into\s`,
  String.raw`update\s+\w+\s+set\s`,
  String.raw`delete\s+from\s`,
  String.raw`with\s+(recursive\s+)?\w+(\s*\([^)]*\))?\s+as\b`,
  String.raw`(create|alter|drop)\s+(table|index|schema|type|function|trigger|view|extension|role|database)\s`,
  String.raw`truncate\s+(table\s+)?\w`,
  String.raw`lock\s+table\s`,
  String.raw`vacuum\b`,
];
/** Each start in lower case and in upper case (its words, not its escapes such as \s). */
const SQL_START = `/^\\s*(${[...STATEMENT_STARTS, ...STATEMENT_STARTS.map((start) => start.replace(/(?<!\\)[a-z]+/g, (word) => word.toUpperCase()))].join('|')})/`;
const SQL_MESSAGE = 'SQL lives in db/: call a repository function (db/repositories/) instead';
const sqlOutsideDb = [
  {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(query|exec)$/]:not([callee.object.regex])[arguments.0.type=/^(Literal|TemplateLiteral)$/]",
    message: SQL_MESSAGE,
  },
  { selector: `Literal[value=${SQL_START}]`, message: SQL_MESSAGE },
  { selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${SQL_START}]`, message: SQL_MESSAGE },
];

/** `no-restricted-syntax` with `guards` for `files` (a later block wins for a file that two match). */
const syntaxGuards = (files, guards) => ({ files, rules: { 'no-restricted-syntax': ['error', ...guards] } });

/**
 * `no-restricted-imports` for a layer: `never` may not be imported at all, `typesOnly` only as types,
 * and the wiring never.
 */
const layer = (message, { never = [], typesOnly = [], modules = [] }) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: WIRING, message: WIRING_MESSAGE },
        ...(never.length > 0 ? [{ group: never, message }] : []),
        ...(typesOnly.length > 0 ? [{ group: typesOnly, message: `${message} (import type is allowed)`, allowTypeImports: true }] : []),
      ],
      paths: modules.map((name) => ({ name, message })),
    },
  ],
});

export default tseslint.config(
  { ignores: ['node_modules/', 'data/', 'scratch/', 'sdk/dist/', 'sdk/src/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'error',
    },
  },
  {
    // A function does one thing: at most 80 lines of code, blank lines and comments aside.
    files: ['src/**/*.ts', 'console/src/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The service reads its environment in one place, config.ts, which validates every variable once
    // and names a bad one; everything else is given what it needs. (Tests, benchmarks and tools are
    // harnesses configured by variables of their own, and may read them.)
    files: ['src/**/*.ts'],
    ignores: ['src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'the environment is read in src/config.ts: take what is needed from the Config' },
      ],
      'no-restricted-imports': [
        'error',
        ...['process', 'node:process'].map((name) => ({
          name,
          importNames: ['env'],
          message: 'the environment is read in src/config.ts: take what is needed from the Config',
        })),
      ],
    },
  },
  // `no-restricted-syntax` takes one list per file, so each file of src/ gets, in one block, the guards
  // that hold for it:
  // - one clock: the service reads the time of day only through the context's clock (domain/clock.ts,
  //   the one module that reads the system's), so that a test can move it; a duration is measured with
  //   performance.now(). The system clock itself is handed out by the wiring alone (context.ts);
  // - SQL only in db/;
  // - no import up to the wiring or the CLI, with import() too.
  syntaxGuards(['src/**/*.ts'], [...CLOCK_RULES, ...sqlOutsideDb, importOfWiring]),
  syntaxGuards(['src/db/**/*.ts'], [...CLOCK_RULES, importOfWiring]),
  syntaxGuards(['src/domain/clock.ts', 'src/context.ts'], [...sqlOutsideDb, importOfWiring]),
  syntaxGuards(['src/main.ts', 'src/server.ts', 'src/banner.ts', 'src/cli/**/*.ts'], [...CLOCK_RULES, ...sqlOutsideDb]),
  {
    // The web console runs in a browser, and reaches the service only through the Platform API.
    files: ['console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    rules: layer('the console is a client of the Platform API: it may share pure logic (domain/), nothing else of the server', {
      never: ['**/src/db/**', '**/src/http/**', '**/src/services/**', '**/src/state/**', '**/src/external/**', '**/src/demo/**', ...API_FOLDERS.map((folder) => `**/src/${folder}/**`)],
    }),
  },
  // Each API folder calls services; it names the rows of db/ and the components of state/ as types at
  // most, and knows no other API folder.
  ...API_FOLDERS.map((folder) => ({
    files: [`src/${folder}/**/*.ts`],
    rules: layer(`${folder}/ is an API folder: it calls services/, never db/ or state/, and no other API folder`, {
      never: [...anyApi.filter((pattern) => pattern !== `**/${folder}/**`)],
      typesOnly: ['**/db/**', '**/state/**'],
    }),
  })),
  {
    files: ['src/http/**/*.ts'],
    rules: layer('http/ is what every listener shares: no API folder, service, db/ or state/', {
      never: [...anyApi, '**/services/**', '**/db/**', '**/state/**'],
      typesOnly: ['**/context.ts'],
    }),
  },
  {
    files: ['src/services/**/*.ts'],
    rules: layer('services/ hold use cases and know nothing of HTTP: nothing from http/ or the API folders', {
      never: ['**/http/**', ...anyApi, '**/context.ts', '**/demo/**'],
      modules: ['fastify'],
    }),
  },
  {
    files: ['src/state/**/*.ts'],
    rules: layer('state/ (in-process components) sits below services/: nothing from http/, the APIs or services/', {
      never: ['**/http/**', '**/services/**', ...anyApi, '**/context.ts', '**/demo/**'],
      modules: ['fastify'],
    }),
  },
  {
    files: ['src/db/**/*.ts'],
    rules: layer('db/ owns its rows and imports only domain/', {
      never: ['**/http/**', '**/services/**', '**/state/**', '**/external/**', '**/demo/**', ...anyApi, '**/context.ts'],
      modules: ['fastify'],
    }),
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      ...layer('domain/ is pure logic: no I/O layer, no driver, no Node module of files, the network, processes or threads (its tables are JSON modules)', {
        never: [
          '**/db/**',
          '**/http/**',
          '**/services/**',
          '**/state/**',
          '**/external/**',
          '**/demo/**',
          ...anyApi,
          '**/context.ts',
          '**/config.ts',
        ],
        modules: IO_MODULES,
      }),
      'no-restricted-globals': [
        'error',
        ...['process', 'fetch', 'WebSocket', 'setTimeout', 'setInterval', 'setImmediate'].map((name) => ({
          name,
          message: 'domain/ is pure logic: the environment, the network and timers belong to the layers above; take what is needed as a parameter',
        })),
      ],
    },
  },
  {
    files: ['src/demo/**/*.ts'],
    rules: layer('demo/ seeds through services/: nothing from http/, state/, external/ or the APIs, and db/ as types only', {
      never: ['**/http/**', '**/state/**', '**/external/**', ...anyApi, '**/context.ts'],
      typesOnly: ['**/db/**'],
    }),
  },
  {
    files: ['src/external/**/*.ts'],
    rules: layer('external/ wraps libraries and knows nothing of the service', {
      never: ['**/db/**', '**/http/**', '**/services/**', '**/state/**', '**/demo/**', ...anyApi, '**/context.ts'],
    }),
  },
);
