// Serves the built Storybook (storybook-static/) on 127.0.0.1 until stopped (Ctrl-C), and prints
// its address and, after a run with visual differences, the visual review's: a designer or
// reviewer looks at both in a browser. PORT picks the port (default 6006).
import { existsSync } from 'node:fs';
import { serveStatic } from './static-server.mjs';

if (!existsSync('storybook-static/index.json')) {
  console.error('No built Storybook: run `npm run build:storybook` first.');
  process.exit(2);
}
const { url } = await serveStatic('storybook-static', Number(process.env.PORT ?? 6006));
console.log(`Storybook: ${url}/`);
console.log(
  existsSync('storybook-static/visual-report/index.html')
    ? `Visual review (the last run's differences): ${url}/visual-report/`
    : 'No visual review: the last run found no differences (or none ran since this build).',
);
