// Visual regression against the references committed in visual-tests/.loki/reference. The
// screenshots are taken by the Storybook test runner in the same visit as each story's play
// function and axe checks (.storybook/visual.ts), so this runs that step, for all stories or some:
//   - every story in Finnish at 390 px and 1280 px, and in Swedish and English at 390 px, where
//     their longer words wrap first;
//   - the layout stories also at 600 px and 960 px, the breakpoints between phone and desktop;
//     the table, the dialogs and the debt card at 600 px; the card grid and the drawer at 1264 px.
// When screenshots differ it writes the visual review into the built Storybook
// (storybook-static/visual-report/index.html: each changed story by name, approved, new and
// differing pixels per language and width, linked to the story); `npm run storybook:review`
// serves it.
//
//   npm run test:visual                                   everything
//   npm run test:visual -- --story "Cards/DebtCard"       one component's stories
//   npm run test:visual -- --story "Cards/DebtCard/Pay Now"   one story
//   npm run test:visual:update [-- --story ...]           approve: rewrite those references
import { existsSync, readFileSync } from 'node:fs';
import { run } from './run.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update');
const storyArg = args.includes('--story') ? args[args.indexOf('--story') + 1] : undefined;
if (args.includes('--story') && !storyArg) {
  console.error('--story needs a sidebar path, e.g. --story "Cards/DebtCard/Pay Now"');
  process.exit(2);
}

/**
 * The stories a sidebar path names: a title ("Cards/DebtCard") or a title and a story
 * ("Cards/DebtCard/Pay Now"), from the built index.
 */
function storiesAt(path) {
  const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8'));
  return Object.values(index.entries).filter(
    (entry) =>
      entry.type === 'story' &&
      (entry.title === path ||
        entry.title.startsWith(`${path}/`) ||
        `${entry.title}/${entry.name}` === path),
  );
}

if (!existsSync('storybook-static/index.json')) {
  const built = await run('npm', ['run', 'build:storybook']);
  if (built !== 0) process.exit(built);
}
const env = { ...process.env, VISUAL_MODE: update ? 'update' : 'check' };
const runnerArgs = ['scripts/test-storybook.mjs', '--no-build'];
if (storyArg) {
  const stories = storiesAt(storyArg);
  if (stories.length === 0) {
    console.error(`No story at "${storyArg}" (a sidebar path, e.g. "Cards/DebtCard/Pay Now")`);
    process.exit(2);
  }
  // The runner has a test file per title, named by the stories' id prefix ("cards-debtcard"), and
  // passes its arguments through a shell: plain patterns only. Within a file, only the stories
  // named are screenshotted.
  const files = [...new Set(stories.map((story) => story.id.split('--')[0]))];
  runnerArgs.push(...files.map((file) => `/${file}\\.test\\.js$`));
  env.VISUAL_STORY_IDS = stories.map((story) => story.id).join(',');
}
process.exit(await run('node', runnerArgs, { env }));
