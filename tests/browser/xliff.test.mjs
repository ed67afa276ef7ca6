// Every XLIFF file quizpack xliff extract writes for content/ and examples/ is read by the xliff library.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import xliff2js from 'xliff/xliff2js';

const bin = process.env.QUIZPACK_BIN;
const source = process.env.QUIZPACK_SOURCE_DIR;

test('the xliff library reads every extracted file with its languages, units and codes', async () => {
  const out = mkdtempSync(join(tmpdir(), 'quizpack-xliff-'));
  try {
    execFileSync(bin, ['xliff', 'extract', 'content', 'examples', '--lang', 'de,ja', '--all', '--out', out],
      { cwd: source, stdio: ['ignore', 'ignore', 'pipe'] });
    const files = readdirSync(out).filter((f) => f.endsWith('.xlf')).sort();
    const ids = ['content', 'examples'].flatMap((dir) => readdirSync(join(source, dir)))
      .filter((name) => !name.startsWith('.')).sort();
    assert.deepEqual(files, ids.flatMap((id) => [`${id}.de.xlf`, `${id}.ja.xlf`]).sort());
    for (const file of files) {
      const xml = readFileSync(join(out, file), 'utf8');
      const doc = await xliff2js(xml);
      const lang = file.split('.').at(-2);
      assert.equal(doc.sourceLanguage, 'en');
      assert.equal(doc.targetLanguage, lang);
      assert.deepEqual(Object.keys(doc.resources), ['f1']);
      assert.match(xml, /<file id="f1" original="[^"]+\/quiz\.json">/);
      const units = doc.resources.f1;
      const ids = [...xml.matchAll(/<unit id="([^"]+)"/g)].map((m) => m[1]);
      assert.deepEqual(Object.keys(units).sort(), ids.sort(), file);
      for (const id of ids) assert.ok(units[id].source !== undefined, `${file}: ${id} has a source`);
      const withCode = Object.values(units).find((u) => Array.isArray(u.source));
      assert.ok(withCode, `${file}: some source holds inline codes`);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
