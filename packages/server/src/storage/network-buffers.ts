// Every TLS record a client sends reaches JavaScript as a fresh 16 KB ArrayBuffer. An upload drops each one as soon
// as it is written, but V8 (Node 24) frees such buffers only when a collection runs, and the young generation's
// collections hardly run during an upload (the chunks allocate little on the JavaScript heap). The buffers then pile
// up until their size outside the heap makes V8 start a full mark-compact of the whole heap, every few tens of MB
// received: on the server's heap that was a third of its CPU during a large upload, spent marking objects that had
// not changed. A young-generation collection every 16 MB received frees the buffers in about a millisecond, keeps
// the full collections away and the memory an upload holds small (docs/decisions/089-uploads-at-the-transport-ceiling.md).
import v8 from 'node:v8';
import vm from 'node:vm';

const COLLECT_EVERY_BYTES = 16 * 1024 * 1024;

// The collector is reachable only from contexts made after --expose-gc is set: this module's own one, not the
// server's global scope.
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as (options: { type: 'minor' | 'major'; execution: 'sync' | 'async' }) => void;

let receivedSinceCollection = 0;

/** Counts bytes received into short-lived network buffers, and has the young generation collected every 16 MB. */
export function noteBytesReceived(bytes: number): void {
  receivedSinceCollection += bytes;
  if (receivedSinceCollection < COLLECT_EVERY_BYTES) return;
  receivedSinceCollection = 0;
  collect({ type: 'minor', execution: 'sync' });
}
