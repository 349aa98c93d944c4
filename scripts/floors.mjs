// The floors of the API and the web app, drawn from their imports: each part (an API module, a web feature, a
// shared folder) stands one floor above the highest part it imports. An import between two parts that import each
// other, directly or through others, has no floor to stand on: `npm run lint` fails on it (`--check`) and names the
// files. Test files and test kits are not parts: they may import anything.
//
//   node scripts/floors.mjs             prints the floors of both apps, then any circle
//   node scripts/floors.mjs --check     prints only the circles; exits 1 if there is one
//   node scripts/floors.mjs --root DIR  reads the apps under DIR instead of this repository (the script's test)
import fs from 'node:fs';
import path from 'node:path';

const rootAt = process.argv.indexOf('--root');
const repo = rootAt > 0 ? path.resolve(process.argv[rootAt + 1]) : path.resolve(import.meta.dirname, '..');

/** Which part a file (relative to the app's src) belongs to; null for files that are not parts (tests). */
const APPS = [
  {
    name: 'API',
    src: 'apps/api/src',
    part(file) {
      const [top, second] = file.split('/');
      if (top === 'test') return null;
      if (top === 'modules') return `modules/${second}`;
      return file.includes('/') ? `${top}/` : top.replace(/\.tsx?$/, '');
    },
  },
  {
    name: 'Web',
    src: 'apps/web/src',
    part(file) {
      const [top, second] = file.split('/');
      if (top === 'test') return null;
      if (top === 'features' || top === 'entities') return `${top}/${second}`;
      return file.includes('/') ? `${top}/` : top.replace(/\.tsx?$/, '');
    },
  },
];

const isTest = (file) => /\.(test|spec)\.tsx?$|test-kit\.tsx?$|test-data\.tsx?$/.test(file);

function sourceFiles(dir) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest(entry.name)) found.push(full);
  }
  return found;
}

/** `import … from`, `export … from`, a side-effect `import '…'` and a lazy `import('…')` of a relative path. */
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|\bimport\s*\(?\s*['"](\.[^'"]+)['"]/g;

/** part -> part -> the files whose imports draw that arrow. */
function arrowsOf(app) {
  const src = path.join(repo, app.src);
  const arrows = new Map();
  if (!fs.existsSync(src)) return arrows;
  for (const file of sourceFiles(src)) {
    const from = app.part(path.relative(src, file));
    if (!from) continue;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = match[1] ?? match[2];
      // Data and styles (JSON catalogues, CSS) are no parts; code is named with .js or without an extension.
      if (/\.(json|css|svg|png|woff2?)$/.test(spec)) continue;
      const target = path.relative(src, path.resolve(path.dirname(file), spec)).replace(/\.js$/, '');
      if (target.startsWith('..')) continue;
      const to = app.part(target);
      if (!to || to === from || isTest(target)) continue;
      if (!arrows.has(from)) arrows.set(from, new Map());
      const files = arrows.get(from).get(to) ?? new Set();
      files.add(path.relative(src, file));
      arrows.get(from).set(to, files);
    }
  }
  return arrows;
}

/** The parts that reach each other (Tarjan's strongly connected components), as a part -> component number map. */
function components(arrows) {
  const index = new Map();
  const low = new Map();
  const component = new Map();
  const stack = [];
  let counter = 0;
  let count = 0;
  const visit = (part) => {
    index.set(part, counter);
    low.set(part, counter);
    counter += 1;
    stack.push(part);
    for (const next of arrows.get(part)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(part, Math.min(low.get(part), low.get(next)));
      } else if (!component.has(next)) low.set(part, Math.min(low.get(part), index.get(next)));
    }
    if (low.get(part) === index.get(part)) {
      let member;
      do {
        member = stack.pop();
        component.set(member, count);
      } while (member !== part);
      count += 1;
    }
  };
  for (const part of arrows.keys()) if (!index.has(part)) visit(part);
  return component;
}

function floorsOf(arrows, circle) {
  const floors = new Map();
  const floor = (part) => {
    if (floors.has(part)) return floors.get(part);
    floors.set(part, 1);
    let highest = 0;
    for (const next of arrows.get(part)?.keys() ?? [])
      if (!circle(part, next)) highest = Math.max(highest, floor(next));
    floors.set(part, highest + 1);
    return highest + 1;
  };
  const all = new Set([...arrows.keys(), ...[...arrows.values()].flatMap((to) => [...to.keys()])]);
  for (const part of all) floor(part);
  return floors;
}

const check = process.argv.includes('--check');
let circles = 0;
for (const app of APPS) {
  const arrows = arrowsOf(app);
  const component = components(arrows);
  const circle = (from, to) => component.get(from) === component.get(to);
  if (!check) {
    const floors = floorsOf(arrows, circle);
    const byFloor = new Map();
    for (const [part, floor] of floors) byFloor.set(floor, [...(byFloor.get(floor) ?? []), part]);
    if (floors.size === 0) continue;
    console.log(`${app.name} (${app.src}), top floor first:`);
    for (const floor of [...byFloor.keys()].sort((a, b) => b - a)) {
      console.log(`  ${String(floor).padStart(2)}  ${byFloor.get(floor).sort().join(', ')}`);
    }
  }
  for (const [from, targets] of arrows) {
    for (const [to, files] of targets) {
      if (!circle(from, to)) continue;
      circles += 1;
      console.log(`${app.name}: ${from} -> ${to} closes a circle (${[...files].join(', ')})`);
    }
  }
}
if (check && circles > 0) {
  console.log('Parts that import each other have no floor: move the shared piece below both.');
  process.exit(1);
}
