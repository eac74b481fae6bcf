// The release and commit this process runs: read for lingua_build_info and the traces' service.version, from
// the repository layout, so a checkout answers without git installed.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config/config.ts';

/** The release and commit this process runs, for lingua_build_info. */
export function buildInfo(): { version: string; commit: string } {
  let version = 'unknown';
  let commit = process.env.LINGUA_COMMIT ?? 'unknown';
  try {
    version = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'packages/server/package.json'), 'utf8')) as { version: string }).version;
  } catch {
    // Not installed from the repository layout.
  }
  if (commit === 'unknown') {
    try {
      // Read, not `git rev-parse`: no program to run, and a checkout without git installed still answers.
      const gitDir = path.join(REPO_ROOT, '.git');
      const head = fs.readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
      const ref = head.startsWith('ref: ') ? head.slice(5) : undefined;
      if (!ref) commit = head;
      else if (fs.existsSync(path.join(gitDir, ref))) commit = fs.readFileSync(path.join(gitDir, ref), 'utf8').trim();
      else commit = fs.readFileSync(path.join(gitDir, 'packed-refs'), 'utf8').split('\n').find((l) => l.endsWith(` ${ref}`))?.split(' ')[0] ?? 'unknown';
    } catch {
      // No .git: LINGUA_COMMIT names it.
    }
  }
  return { version, commit: commit.slice(0, 40) };
}
