import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The jsdom projects run their files one after another in the same worker (isolate: false, which
// saves a new jsdom per file: about 1.5 s each). This file runs before each of them: what an
// earlier file left in the window is reset. Not the head: Stitches keeps the style element it
// inserted there, and a new one would not get the rules it has already written.
localStorage.clear();
sessionStorage.clear();
document.body.innerHTML = '';
for (const { name } of [...document.documentElement.attributes]) {
  document.documentElement.removeAttribute(name);
}
document.title = '';
window.history.replaceState(null, '', '/');
vi.useRealTimers();
vi.restoreAllMocks();
vi.unstubAllGlobals();

afterEach(() => cleanup());
