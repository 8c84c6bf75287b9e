import { virtual } from '@guidepup/virtual-screen-reader';
import { vi } from 'vitest';

/** Elements the user agent's style sheet lays out inline (names join without a space). */
const INLINE_ELEMENTS = new Set(
  'A ABBR B BDI BDO BR CITE CODE DATA DFN EM I IMG KBD LABEL MARK Q S SAMP SMALL SPAN STRONG SUB SUP TIME U VAR WBR'.split(
    ' ',
  ),
);
const HIDDEN_ELEMENTS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'HEAD', 'NOSCRIPT', 'DIALOG']);

function inlineValue(element: Element, property: 'display' | 'visibility'): string {
  return element instanceof HTMLElement || element instanceof SVGElement
    ? element.style.getPropertyValue(property)
    : '';
}

function visibilityOf(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const value = inlineValue(node, 'visibility');
    if (value) return value;
  }
  return 'visible';
}

function displayOf(element: Element): string {
  const inline = inlineValue(element, 'display');
  if (inline) return inline;
  if (element.hasAttribute('hidden')) return 'none';
  if (element.tagName === 'DIALOG') return element.hasAttribute('open') ? 'block' : 'none';
  if (HIDDEN_ELEMENTS.has(element.tagName)) return 'none';
  return INLINE_ELEMENTS.has(element.tagName.toUpperCase()) ? 'inline' : 'block';
}

/**
 * jsdom's `getComputedStyle` took about 8 ms a call here, even on a tiny page, and a virtual
 * screen reader asks for it many times per element and rebuilds its tree on every focus move
 * and DOM change (a login page took seconds per step). For the screen-reader tests it is
 * replaced by what decides whether an element is heard: `hidden` (the user agent's
 * `display: none`), an inline `display`, an inherited inline `visibility`, no pseudo-element
 * content, and the user agent's inline elements (names join without a space there). The portal
 * hides with those, `aria-hidden` and unmounting; its style sheets (colours, layout, the
 * breakpoints' media queries) are not read. Restored by `vi.unstubAllGlobals()`.
 */
export function stubScreenReaderStyles() {
  const declarations = document.implementation.createHTMLDocument('');
  vi.stubGlobal('getComputedStyle', (element: Element, pseudoElement?: string | null) => {
    const style = declarations.createElement('div').style;
    if (pseudoElement) {
      style.setProperty('content', 'none');
      return style;
    }
    style.setProperty('display', displayOf(element));
    style.setProperty('visibility', visibilityOf(element));
    return style;
  });
}

/** What jsdom lacks and Radix's radios (their size) need: an observer that never reports. */
class SilentResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** A desktop-wide window (the login form inline, not in a dialog), with the fast styles above. */
export function mockDesktop() {
  stubScreenReaderStyles();
  vi.stubGlobal('ResizeObserver', SilentResizeObserver);
  vi.stubGlobal('matchMedia', (query: string) => {
    const list = new EventTarget();
    return Object.assign(list, { matches: false, media: query, onchange: null });
  });
}

const collapse = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

function addedAlerts(records: MutationRecord[]): Element[] {
  const found: Element[] = [];
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (!(node instanceof Element)) continue;
      if (node.getAttribute('role') === 'alert') found.push(node);
      found.push(...node.querySelectorAll('[role="alert"]'));
    }
  }
  return found;
}

let heard: string[] = [];
let synced = 0;
let queue: Promise<void> = Promise.resolve();
let alertObserver: MutationObserver | null = null;

/** Takes what the virtual screen reader said since the last look into `heard`, in order. */
function syncHeard(then: () => void = () => {}) {
  queue = queue.then(async () => {
    const log = await virtual.spokenPhraseLog();
    heard.push(...log.slice(synced));
    synced = log.length;
    then();
  });
  return queue;
}

/**
 * Starts the virtual screen reader on the whole page. It hears focus moves, dialogs and changes
 * inside live regions that were already on the page; what it does not model is the browser's
 * alert event for an element with role="alert" that is added with its text (Chromium and
 * Firefox fire it and NVDA, JAWS and VoiceOver speak it at once): that is added here, as
 * "assertive: <text>" like the reader's own live announcements.
 */
export async function startScreenReader() {
  // The reader announces a live change after a tick, by which time React may have removed the
  // changed element: its names are then computed in a detached subtree, whose root (an
  // element) has no getElementById. The lookup there is the subtree's own.
  Object.defineProperty(Element.prototype, 'getElementById', {
    configurable: true,
    value(this: Element, id: string) {
      return this.querySelector(`#${CSS.escape(id)}`);
    },
  });
  heard = [];
  synced = 0;
  await virtual.start({ container: document.body });
  alertObserver = new MutationObserver((records) => {
    const alerts = addedAlerts(records);
    if (alerts.length === 0) return;
    void syncHeard(() => heard.push(...alerts.map((a) => `assertive: ${collapse(a.textContent)}`)));
  });
  alertObserver.observe(document.body, { childList: true, subtree: true });
}

/** Everything heard so far, in order. */
export async function spokenLog(): Promise<string[]> {
  await syncHeard();
  return [...heard];
}

/** What was heard after the given number of phrases. */
export async function spokenSince(count: number): Promise<string[]> {
  return (await spokenLog()).slice(count);
}

export async function stopScreenReader() {
  alertObserver?.disconnect();
  alertObserver = null;
  await queue;
  await virtual.stop();
  Reflect.deleteProperty(Element.prototype, 'getElementById');
  vi.unstubAllGlobals();
}
