// Debian's Chromium and the flags that work as root on these closed-network machines
// (docs/toolchain.md).
const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];
module.exports = { chromiumPath, chromiumArgs };
