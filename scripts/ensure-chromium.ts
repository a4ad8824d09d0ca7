// Makes sure Debian's Chromium is present for the browser tests. On a fresh machine, as root,
// it installs it from Debian's packages (never a browser download); otherwise it says what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`);
  process.exit(1);
}
console.log(`Chromium is missing at ${CHROMIUM}: installing Debian's chromium package (apt-get)...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-q', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env });
if (!existsSync(CHROMIUM)) {
  console.error('apt-get finished but Chromium is still missing.');
  process.exit(1);
}
