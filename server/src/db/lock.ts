import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

const heldHere = new Set<string>();

/**
 * Takes an exclusive lock file next to the embedded database so two processes never open one
 * data directory (which corrupts it, docs/security.md). A lock left by a process that no longer runs
 * is taken over. Returns the release function.
 */
export function acquireDirectoryLock(lockPath: string): () => void {
  if (heldHere.has(lockPath)) {
    throw new Error(`The embedded database is already open in this process (${lockPath})`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(lockPath);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(lockPath);
        try {
          unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The embedded database is in use by process ${owner} (lock ${lockPath}). ` +
            'Stop that server first, or set DATA_DIR to another folder.',
        );
      }
      // Stale lock of a process that is gone: take it over.
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
