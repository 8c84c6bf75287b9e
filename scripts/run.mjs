// Runs a command without blocking the event loop (a server in this process keeps answering).
import { spawn } from 'node:child_process';

/** Resolves with the exit code of `command args`, output inherited. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}
