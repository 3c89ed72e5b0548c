// Dies with its parent: loaded first into every long-lived process of the offline product (`node --import` this file,
// see scripts/services.mjs and scripts/auth-emulator.mjs). However the parent ends (Ctrl-C, SIGTERM, an exception,
// SIGKILL, Playwright's webServer killing its command's group), the process notices that it was handed to another
// parent and stops itself with a signal it handles gracefully (TETHER_SIGNAL, default SIGTERM; the Auth emulator's CLI
// gets SIGINT so it still exports its accounts). Linux has PR_SET_PDEATHSIG for this; Node offers no way to set it, so
// the parent id is checked every TETHER_POLL_MS (default 200 ms) on an unref'd timer that never keeps the process alive.
// If the process has not ended TETHER_GRACE_MS (default 10 s) after the signal, it exits. With TETHER_GROUP=1 (a
// process started as the leader of its own process group, e.g. each step of `npm test`) the signal goes to the whole
// group, so the workers it started stop with it. Child processes forked with Node's default execArgv carry the tether
// too: each dies with its own parent.

import { readFileSync } from 'node:fs';

const parent = process.ppid;
const signal = process.env.TETHER_SIGNAL || 'SIGTERM';
const pollMs = Number(process.env.TETHER_POLL_MS || 200);
const graceMs = Number(process.env.TETHER_GRACE_MS || 10_000);
const group = process.env.TETHER_GROUP === '1';
// Read here, then removed: these settings are for this process only, not for anything it starts.
delete process.env.TETHER_SIGNAL;
delete process.env.TETHER_GROUP;

/** The parent pid of another process, from /proc (Linux); undefined once it has ended (or without /proc). */
function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ')'
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return state === 'Z' ? undefined : Number(ppid);
  } catch {
    return undefined;
  }
}

function commandName(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

// Started through a shell (Playwright's webServer runs `/bin/sh -c "<command>"`, and dash does not exec the command):
// the shell outlives the runner that killed nothing but itself, so the runner is watched through the shell's own parent.
const shell = ['sh', 'dash', 'bash'].includes(commandName(parent)) ? { pid: parent, parent: parentOf(parent) } : null;

/** Whether the process that started this one is gone (this one, or the shell between, was handed to init). */
export function parentGone(original = parent) {
  if (process.ppid !== original) return true;
  return shell !== null && shell.parent !== undefined && parentOf(shell.pid) !== shell.parent;
}

if (parent > 1) {
  const watch = setInterval(() => {
    if (!parentGone()) return;
    clearInterval(watch);
    try {
      process.kill(group ? -process.pid : process.pid, signal);
    } catch {
      process.kill(process.pid, signal);
    }
    setTimeout(() => process.exit(1), graceMs).unref();
  }, pollMs);
  watch.unref();
}
