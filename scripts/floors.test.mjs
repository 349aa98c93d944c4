// The floor script on small trees of its own: a circle fails `--check` and names both of its arrows; a tree
// without one passes and stands each part one floor above the highest it imports. Run by `npm run lint`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

const script = path.join(import.meta.dirname, 'floors.mjs');
const roots = [];

/** A repository of the given files (path under the root -> text) in a temp dir. */
function tree(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'floors-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const floors = (root, ...args) => spawnSync(process.execPath, [script, '--root', root, ...args], { encoding: 'utf8' });

after(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

describe('floors.mjs', () => {
  it('fails --check on two parts that import each other, naming both arrows and their files', () => {
    const root = tree({
      'apps/web/src/features/a/A.tsx': "import { b } from '../b/B';\nexport const a = b;\n",
      'apps/web/src/features/b/B.ts': "import '../a/A';\nexport const b = 1;\n",
    });
    const run = floors(root, '--check');
    assert.equal(run.status, 1);
    assert.match(run.stdout, /features\/a -> features\/b closes a circle \(features\/a\/A\.tsx\)/);
    assert.match(run.stdout, /features\/b -> features\/a closes a circle \(features\/b\/B\.ts\)/);
  });

  it('passes a tree without a circle, each part one floor above the highest it imports', () => {
    const root = tree({
      'apps/web/src/lib/api.ts': "import '../locales/common';\nexport const api = 1;\n",
      'apps/web/src/locales/common.ts': 'export const common = 1;\n',
      'apps/web/src/entities/client/use-client.ts': "export { api } from '../../lib/api';\n",
      'apps/web/src/features/clients/ClientsPage.tsx': [
        "import { api } from '../../entities/client/use-client.js';",
        "const Lazy = () => import('../../lib/api');",
        "import strings from '../../locales/en/clients.json';",
        'export { api, Lazy, strings };',
      ].join('\n'),
      // Tests and test data are no parts: their imports draw no arrow.
      'apps/web/src/features/clients/ClientsPage.test.tsx': "import '../../app/routes';\n",
      'apps/web/src/test/clients-test-data.ts': "import '../features/clients/ClientsPage';\n",
      'apps/web/src/app/routes.tsx': "import { api } from '../features/clients/ClientsPage';\nexport { api };\n",
      'apps/api/src/modules/cases/routes.ts': "import { db } from '../../db/client';\nexport { db };\n",
      'apps/api/src/db/client.ts': 'export const db = 1;\n',
    });
    assert.equal(floors(root, '--check').status, 0);
    const run = floors(root);
    assert.equal(run.status, 0);
    assert.equal(
      run.stdout,
      [
        'API (apps/api/src), top floor first:',
        '   2  modules/cases',
        '   1  db/',
        'Web (apps/web/src), top floor first:',
        '   5  app/',
        '   4  features/clients',
        '   3  entities/client',
        '   2  lib/',
        '   1  locales/',
        '',
      ].join('\n'),
    );
  });
});
