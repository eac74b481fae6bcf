// A company's quality profiles (decision 184): "publish" and "internal", each a tolerance and type weights, kept
// as one row per version so a score can name the version it was computed with. Version 0 is the contract's
// defaults (tolerance 10 and 16, every weight 1), which a company has until staff change a profile.
import { and, desc, eq } from 'drizzle-orm';
import { QUALITY_DEFAULT_TOLERANCE, QUALITY_PROFILE_NAMES, type QualityProfile, type QualityProfileName, type QualityTypeWeights, type SaveQualityProfileBody } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { clientConfigs, qualityProfileVersions } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { notFound } from '../../lib/errors.ts';
import { parseIntegerId } from '../../lib/integer-id.ts';
import { assertStaff, QUALITY_MESSAGES } from './access.ts';

export interface ProfileVersion {
  name: QualityProfileName;
  version: number;
  tolerance: number;
  typeWeights: QualityTypeWeights;
  isDefault: boolean;
  createdBy: string | null;
  createdAt: Date | null;
}

const defaults = (name: QualityProfileName): ProfileVersion => ({ name, version: 0, tolerance: QUALITY_DEFAULT_TOLERANCE[name], typeWeights: {}, isDefault: name === 'publish', createdBy: null, createdAt: null });

/** Each profile's latest version, and which one new scores use: the latest made the default, else "publish". */
export async function currentProfiles(db: Db, clientId: number): Promise<ProfileVersion[]> {
  const rows = await db.select().from(qualityProfileVersions).where(eq(qualityProfileVersions.clientId, clientId)).orderBy(desc(qualityProfileVersions.version));
  const latest = QUALITY_PROFILE_NAMES.map((name) => {
    const row = rows.find((r) => r.name === name);
    return row ? { name, version: row.version, tolerance: row.tolerance, typeWeights: row.typeWeights, isDefault: row.isDefault, createdBy: row.createdBy, createdAt: row.createdAt } : defaults(name);
  });
  const chosen = latest.filter((p) => p.isDefault && p.version > 0).sort((a, b) => b.createdAt!.getTime() - a.createdAt!.getTime())[0]?.name ?? 'publish';
  return latest.map((p) => ({ ...p, isDefault: p.name === chosen }));
}

export async function scoringProfile(db: Db, clientId: number | null): Promise<ProfileVersion> {
  if (clientId === null) return defaults('publish');
  return (await currentProfiles(db, clientId)).find((p) => p.isDefault)!;
}

/** The version a stored score names: what recomputing it exactly needs. */
export async function profileVersion(db: Db, clientId: number | null, name: QualityProfileName, version: number): Promise<ProfileVersion | undefined> {
  if (version === 0 || clientId === null) return version === 0 ? defaults(name) : undefined;
  const [row] = await db
    .select()
    .from(qualityProfileVersions)
    .where(and(eq(qualityProfileVersions.clientId, clientId), eq(qualityProfileVersions.name, name), eq(qualityProfileVersions.version, version)));
  return row && { name, version, tolerance: row.tolerance, typeWeights: row.typeWeights, isDefault: row.isDefault, createdBy: row.createdBy, createdAt: row.createdAt };
}

const view = (p: ProfileVersion): QualityProfile => ({ name: p.name, version: p.version, tolerance: p.tolerance, typeWeights: p.typeWeights, isDefault: p.isDefault, updatedBy: p.createdBy, updatedAt: p.createdAt?.toISOString() ?? null });

async function staffCompany(db: Db, principal: Principal, clientIdParam: string): Promise<number> {
  assertStaff(principal);
  const clientId = parseIntegerId(clientIdParam);
  const [row] = clientId === null ? [] : await db.select({ id: clientConfigs.id }).from(clientConfigs).where(eq(clientConfigs.id, clientId)).limit(1);
  if (!row) throw notFound(QUALITY_MESSAGES.clientNotFound, 'CLIENT_NOT_FOUND');
  return row.id;
}

export async function listProfiles(db: Db, principal: Principal, clientIdParam: string): Promise<QualityProfile[]> {
  return (await currentProfiles(db, await staffCompany(db, principal, clientIdParam))).map(view);
}

/** Every change is a new version; the earlier ones stay for the scores that name them. */
export async function saveProfile(db: Db, principal: Principal, params: { clientId: string; name: QualityProfileName }, body: SaveQualityProfileBody, now: Date): Promise<QualityProfile> {
  const clientId = await staffCompany(db, principal, params.clientId);
  const current = (await currentProfiles(db, clientId)).find((p) => p.name === params.name)!;
  await db.insert(qualityProfileVersions).values({
    clientId,
    name: params.name,
    version: current.version + 1,
    tolerance: body.tolerance,
    typeWeights: body.typeWeights ?? current.typeWeights,
    isDefault: body.isDefault ?? current.isDefault,
    createdBy: principal.username,
    createdAt: now,
  });
  return view((await currentProfiles(db, clientId)).find((p) => p.name === params.name)!);
}
