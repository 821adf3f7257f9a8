// Browser tests drive Debian's Chromium (no browser download works here). Installs it when missing and we are root.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const COMMAND = 'apt-get update && apt-get install -y chromium';

if (!fs.existsSync(CHROMIUM)) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's package as root:\n  sudo sh -c '${COMMAND}'`);
    process.exit(1);
  }
  console.log(`Chromium is missing at ${CHROMIUM}; installing Debian's package: ${COMMAND}`);
  execSync(COMMAND, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`Chromium is still missing at ${CHROMIUM} after the install.`);
    process.exit(1);
  }
}
console.log(`Chromium: ${execSync(`${CHROMIUM} --version`).toString().trim()}`);
