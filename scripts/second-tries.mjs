// What needed a second try in this run (a screenshot that matched only when taken again, a journey
// that passed on its retry): each step writes its list here and `npm test` prints them all at its
// end (scripts/test.sh). The target is none: each one is a bug to find, not noise to retry away.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SECOND_TRIES_DIR = join('test-results', 'second-tries');

/** Records the names that needed a second try in the step called `what`. */
export function recordSecondTries(what, names) {
  mkdirSync(SECOND_TRIES_DIR, { recursive: true });
  writeFileSync(join(SECOND_TRIES_DIR, `${what}.json`), JSON.stringify(names));
}

/** "screenshots: 0" and "journeys: 1 (payment pays)" lines, for every step that recorded one. */
export function secondTriesSummary() {
  let files = [];
  try {
    files = readdirSync(SECOND_TRIES_DIR).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files.map((file) => {
    const names = JSON.parse(readFileSync(join(SECOND_TRIES_DIR, file), 'utf8'));
    const what = file.replace(/\.json$/, '');
    return `${what}: ${names.length}${names.length > 0 ? ` (${names.join(', ')})` : ''}`;
  });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  for (const line of secondTriesSummary()) console.log(`  ${line}`);
}
