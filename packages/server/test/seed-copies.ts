// What the global setup (global-setup.ts) and each test context share: the seed modes and a one-off admin query.
import pg from 'pg';

export const SEED_MODES = ['none', 'reference', 'demo'] as const;
export type SeedMode = (typeof SEED_MODES)[number];

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
