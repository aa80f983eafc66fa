#!/usr/bin/env node
// Runs the pinned pnpm with the given arguments, so the README's two npm commands work on a
// machine that has only Node.js and npm: a pnpm 10 on PATH is used as is, otherwise npx
// fetches the pinned version from the npm registry (corepack is not used: its signature check
// fails on our machines, see docs/decisions.md).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const pinned = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).packageManager.replace(/^pnpm@/, '');
const major = pinned.split('.')[0];
const args = process.argv.slice(2);

const onPath = spawnSync('pnpm', ['--version'], {
  encoding: 'utf8',
  shell: process.platform === 'win32',
});
const useLocal = onPath.status === 0 && onPath.stdout.trim().split('.')[0] === major;

const [command, commandArgs] = useLocal
  ? ['pnpm', args]
  : ['npx', ['--yes', `pnpm@${pinned}`, ...args]];
const run = spawnSync(command, commandArgs, {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(run.status ?? 1);
