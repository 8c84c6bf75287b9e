// The visual review for designers: an HTML page inside the built Storybook
// (storybook-static/visual-report/index.html) that lists each story whose screenshots differ from
// the approved ones, by its sidebar name, with the approved picture, the new one and the differing
// pixels for each language and width, and links to the story and its docs page in the same
// Storybook. Written by scripts/test-storybook.mjs after a run with differences; served with the
// rest of the build (`npm run storybook:review`), so looking at a review needs no developer tools.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const escape = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** "chrome.small.sv" → { language: 'Swedish', width: 390 } from loki's configurations. */
export function shotOf(file, configurations) {
  const match = Object.entries(configurations)
    .map(([name, { width }]) => ({ name, width, prefix: `${name.replace(/\./g, '_')}_` }))
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .find(({ prefix }) => file.startsWith(prefix));
  if (!match) return { language: '?', width: 0 };
  const language = match.name.endsWith('.sv')
    ? 'Swedish'
    : match.name.endsWith('.en')
      ? 'English'
      : 'Finnish';
  return { language, width: match.width };
}

function image(kind, file, alt) {
  return `<a href="${kind}/${escape(file)}"><img src="${kind}/${escape(file)}" alt="${escape(alt)}"></a>`;
}

function shotSection({ file, description }, configurations, story) {
  const { language, width } = shotOf(file, configurations);
  const label = `${story.name}, ${language}, ${width} px`;
  const cell = (kind, title, exists) =>
    `<figure><figcaption>${title}</figcaption>${exists ? image(kind, file, `${label}: ${title.toLowerCase()}`) : '<p>none</p>'}</figure>`;
  return `<section><h3>${escape(language)}, ${width} px</h3>
<p>${escape(description ?? 'differs')}</p>
<div class="shots">${cell('approved', 'Approved', description?.startsWith('no reference') !== true)}${cell('new', 'New', true)}${cell('difference', 'Differing pixels (red)', existsSync(join('visual-tests', '.loki', 'difference', file)))}</div>
</section>`;
}

/**
 * Writes the report into `dir` (inside the built Storybook): `changes` are
 * `{ storyId, file, description }`, `entries` the built index's entries (title and name of each
 * story), `configurations` loki's. Returns the report's path.
 */
export function writeVisualReport({ dir, changes, entries, configurations, lokiDir }) {
  rmSync(dir, { recursive: true, force: true });
  for (const kind of ['approved', 'new', 'difference'])
    mkdirSync(join(dir, kind), { recursive: true });
  const byStory = new Map();
  for (const change of changes) {
    byStory.set(change.storyId, [...(byStory.get(change.storyId) ?? []), change]);
    const sources = {
      approved: join(lokiDir, 'reference', change.file),
      new: join(lokiDir, 'current', change.file),
      difference: join(lokiDir, 'difference', change.file),
    };
    for (const [kind, source] of Object.entries(sources)) {
      if (existsSync(source)) copyFileSync(source, join(dir, kind, change.file));
    }
  }
  const stories = [...byStory.entries()]
    .map(([storyId, shots]) => {
      const entry = entries[storyId] ?? { title: storyId, name: '', id: storyId };
      return { id: storyId, title: entry.title, name: entry.name, shots };
    })
    .sort((a, b) => `${a.title}/${a.name}`.localeCompare(`${b.title}/${b.name}`));
  const body = stories
    .map((story) => {
      const docsId = `${story.id.split('--')[0]}--docs`;
      return `<article id="${escape(story.id)}">
<h2>${escape(story.title.replace(/\//g, ' / '))} / ${escape(story.name)}</h2>
<p><a href="../?path=/story/${escape(story.id)}">Open the story</a> · <a href="../?path=/docs/${escape(docsId)}">Its docs page, with every approved screenshot</a></p>
${story.shots.map((shot) => shotSection(shot, configurations, story)).join('\n')}
</article>`;
    })
    .join('\n');
  const list = stories
    .map(
      (story) =>
        `<li><a href="#${escape(story.id)}">${escape(story.title.replace(/\//g, ' / '))} / ${escape(story.name)}</a> (${story.shots.length})</li>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual review: ${changes.length} changed screenshots</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body { font-family: "Nunito Sans", system-ui, sans-serif; margin: 2rem; color: #1f2a33; line-height: 1.5; }
a { color: #005a8c; }
article { border-top: 1px solid #d9dee3; margin-top: 2rem; }
.shots { display: flex; gap: 1rem; overflow-x: auto; align-items: flex-start; }
figure { margin: 0; } figcaption { font-weight: 700; }
img { max-width: 520px; border: 1px solid #8a949e; display: block; }
</style></head>
<body><main>
<h1>Visual review</h1>
<p>${changes.length} screenshot${changes.length === 1 ? '' : 's'} of ${stories.length} stor${stories.length === 1 ? 'y' : 'ies'} differ from the approved ones (run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC). For each: is the change intended, and right in every language and width? Then approve it or send it back.</p>
<ul>${list}</ul>
${body}
</main></body></html>
`;
  writeFileSync(join(dir, 'index.html'), html);
  return join(dir, 'index.html');
}

/** The built Storybook's stories by id (title and name), for the report. */
export function storyEntries(storybookDir) {
  const { entries } = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8'));
  return entries;
}
