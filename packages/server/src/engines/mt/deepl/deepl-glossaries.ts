// DeepL writes a client's terms itself (decision 155), inflecting them where a placeholder cannot. Glossaries cannot
// be edited: the name holds owner, pair and an entries hash, so an id lasts while the entries do; older are deleted.
import { createHash } from 'node:crypto';
import { GlossaryEntries, type GlossaryInfo, type SourceGlossaryLanguageCode, type TargetGlossaryLanguageCode } from 'deepl-node';
import type { GlossaryTerm } from '../engine.ts';

/** Every glossary this portal made at DeepL starts with this word; others on the account are left alone. */
const PREFIX = 'lingua-portal';
/** DeepL's limit for a term (and a name), in UTF-8 bytes. */
const MAX_TERM_BYTES = 1024;

export interface DeeplGlossaryClient {
  listGlossaries(): Promise<GlossaryInfo[]>;
  createGlossary(name: string, sourceLang: SourceGlossaryLanguageCode, targetLang: TargetGlossaryLanguageCode, entries: GlossaryEntries): Promise<GlossaryInfo>;
  deleteGlossary(id: string): Promise<void>;
}

export interface DeeplGlossaryRequest {
  /** Whose glossary ('client-12'); without one, older glossaries are never deleted on its behalf. */
  owner: string | undefined;
  sourceLang: string;
  targetLang: string;
  terms: readonly GlossaryTerm[];
}

/** The entries DeepL takes: a do-not-translate term maps to itself; a term DeepL would refuse is left out. */
export function glossaryEntriesOf(terms: readonly GlossaryTerm[]): GlossaryEntries | undefined {
  const entries = new GlossaryEntries();
  let count = 0;
  for (const term of [...terms].sort((a, b) => a.source.localeCompare(b.source))) {
    const target = term.doNotTranslate ? term.source : term.target;
    if (!usable(term.source) || !usable(target)) continue;
    entries.add(term.source, target, true);
    count++;
  }
  return count ? entries : undefined;
}

function usable(term: string): boolean {
  if (Buffer.byteLength(term) > MAX_TERM_BYTES) return false;
  try {
    GlossaryEntries.validateGlossaryTerm(term);
    return true;
  } catch {
    return false;
  }
}

/** `lingua-portal <owner> <SRC>-<TGT> <hash>`: everything but the hash names the glossary's family. */
function nameOf(request: DeeplGlossaryRequest, entries: GlossaryEntries): string {
  const hash = createHash('sha256').update(entries.toTsv()).digest('hex').slice(0, 20);
  return `${PREFIX} ${request.owner ?? '-'} ${request.sourceLang}-${request.targetLang} ${hash}`;
}

const familyOf = (name: string) => name.slice(0, name.lastIndexOf(' '));

export class DeeplGlossaries {
  private known: Promise<Map<string, string>> | undefined;
  private readonly creating = new Map<string, Promise<string>>();

  private readonly client: DeeplGlossaryClient;

  constructor(client: DeeplGlossaryClient) {
    this.client = client;
  }

  async idFor(request: DeeplGlossaryRequest): Promise<string | undefined> {
    const entries = glossaryEntriesOf(request.terms);
    if (!entries) return undefined;
    const name = nameOf(request, entries);
    const known = await this.list();
    const id = known.get(name);
    if (id) return id;
    let pending = this.creating.get(name);
    if (!pending) {
      pending = this.create(name, request, entries, known).finally(() => this.creating.delete(name));
      this.creating.set(name, pending);
    }
    return pending;
  }

  private list(): Promise<Map<string, string>> {
    this.known ??= this.client.listGlossaries().then(
      (all) => new Map(all.filter((g) => g.name.startsWith(`${PREFIX} `)).map((g) => [g.name, g.glossaryId])),
      (err: unknown) => {
        // Asked again next time: one failed list must not leave every later translation without its glossary.
        this.known = undefined;
        throw err;
      },
    );
    return this.known;
  }

  private async create(name: string, request: DeeplGlossaryRequest, entries: GlossaryEntries, known: Map<string, string>): Promise<string> {
    const info = await this.client.createGlossary(name, request.sourceLang as SourceGlossaryLanguageCode, request.targetLang as TargetGlossaryLanguageCode, entries);
    known.set(name, info.glossaryId);
    if (request.owner) await this.dropOlder(name, known);
    return info.glossaryId;
  }

  /** The owner's earlier glossaries of the pair: replaced by the new one, so deleted (a failed delete is retried next change). */
  private async dropOlder(name: string, known: Map<string, string>): Promise<void> {
    const family = familyOf(name);
    for (const [other, id] of [...known]) {
      if (other === name || familyOf(other) !== family) continue;
      try {
        await this.client.deleteGlossary(id);
        known.delete(other);
      } catch {
        // DeepL keeps it for now; it is found again in the family at the next change.
      }
    }
  }
}
