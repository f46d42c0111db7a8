import type { Database } from '../../db/database.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import { insertPlatformKey } from '../../db/repositories/keys.ts';
import { getProject, wholeEnvironment } from '../../db/repositories/projects.ts';
import { insertEnvironmentDefaults } from '../../db/repositories/settings.ts';
import {
  type CommunityRow,
  countForUpdate,
  type EnvironmentRow,
  findMissingCommunities,
  insertCommunity,
  getEnvironment,
  listCommunities,
  listEnvironments,
  insertEnvironment,
  joinCommunity,
} from '../../db/repositories/tenancy.ts';
import { assignProject, getUser, insertUser } from '../../db/repositories/users.ts';
import { issueKey } from '../../domain/credentials.ts';
import { ConflictError, InvalidInputError, NotFoundError } from '../../domain/errors.ts';
import { LIMITS } from '../../domain/limits.ts';
import type { Role } from '../../domain/roles.ts';
import type { PasswordWork } from '../../state/credentials/password-work.ts';

export async function requireEnvironment(db: Database, environmentId: number): Promise<EnvironmentRow> {
  const environment = await getEnvironment(db, environmentId);
  if (!environment) throw new NotFoundError(`Environment ${environmentId} not found`);
  return environment;
}

/** Every community of the installation, oldest first. */
export function installationCommunities(db: Database): Promise<CommunityRow[]> {
  return listCommunities(db);
}

/** Every environment of the installation with its communities, oldest first. */
export function installationEnvironments(db: Database): Promise<EnvironmentRow[]> {
  return listEnvironments(db);
}

/** 409 when a list already holds its limit (domain/limits.ts). */
function assertBelow(count: number, limit: number, what: string): void {
  if (count >= limit) throw new ConflictError(`${what}: at most ${limit}, and there are that many`);
}

/** A new community (D-7); the installation holds at most LIMITS.communities. */
export function createCommunity(db: Database, input: { name: string; min_group_size?: number }): Promise<CommunityRow> {
  return db.transaction(async (tx) => {
    assertBelow(await countForUpdate(tx, 'communities'), LIMITS.communities, 'communities');
    return insertCommunity(tx, input.name, input.min_group_size ?? 5);
  });
}

/** A new environment with the defaults of D-8, joined to the given communities, in one transaction. */
export async function createEnvironment(
  db: Database,
  input: { name: string; currency?: string; community_ids?: number[] },
): Promise<EnvironmentRow> {
  const communityIds = [...new Set(input.community_ids ?? [])];
  return db.transaction(async (tx) => {
    assertBelow(await countForUpdate(tx, 'environments'), LIMITS.environments, 'environments');
    const missing = await findMissingCommunities(tx, communityIds);
    if (missing.length > 0) throw new NotFoundError(`community_ids: community ${missing[0]} not found`);
    const id = await insertEnvironment(tx, input.name, input.currency ?? 'GBP');
    await insertEnvironmentDefaults(tx, id);
    for (const communityId of communityIds) await joinCommunity(tx, id, communityId);
    return (await getEnvironment(tx, id))!;
  });
}

export async function addEnvironmentToCommunity(
  db: Database,
  environmentId: number,
  communityId: number,
): Promise<EnvironmentRow> {
  await requireEnvironment(db, environmentId);
  if ((await findMissingCommunities(db, [communityId])).length > 0) {
    throw new NotFoundError(`Community ${communityId} not found`);
  }
  return db.transaction(async (tx) => {
    const environment = (await getEnvironment(tx, environmentId))!;
    if (!environment.community_ids.includes(communityId)) {
      const count = await countForUpdate(tx, 'environment_communities', environmentId);
      assertBelow(count, LIMITS.communitiesPerEnvironment, 'community_id: communities of an environment');
      await joinCommunity(tx, environmentId, communityId);
    }
    return (await getEnvironment(tx, environmentId))!;
  });
}

/** What a use case that sets a password needs: the database, and the process's password work. */
export interface PasswordDeps {
  db: Database;
  passwords: PasswordWork;
}

export async function createUser(
  { db, passwords }: PasswordDeps,
  environmentId: number,
  input: { email: string; name: string; password: string; role: Role },
) {
  await requireEnvironment(db, environmentId);
  const passwordHash = await passwords.hash('operator', input.password);
  try {
    return await insertUser(db, environmentId, { ...input, email: input.email.trim(), passwordHash });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email')) {
      throw new ConflictError(`email: a user with email ${input.email} already exists`);
    }
    throw err;
  }
}

export async function assignProjectToUser(
  db: Database,
  environmentId: number,
  userId: number,
  projectId: number,
) {
  await requireEnvironment(db, environmentId);
  if (!(await getUser(db, environmentId, userId))) throw new NotFoundError(`User ${userId} not found`);
  if (!(await getProject(db, wholeEnvironment(environmentId), projectId))) {
    throw new NotFoundError(`project_id: project ${projectId} not found`);
  }
  try {
    return await assignProject(db, environmentId, userId, projectId);
  } catch (err) {
    if (isForeignKeyViolation(err))
      throw new InvalidInputError('project_id', 'is not a project of this environment');
    throw err;
  }
}

/** A Platform API key (D-11): the secret is returned once and only its hash is kept. */
export async function createPlatformKey(db: Database, environmentId: number, name: string) {
  await requireEnvironment(db, environmentId);
  const issued = issueKey('platform');
  const row = await insertPlatformKey(db, environmentId, {
    name,
    hash: issued.hash,
    displayPrefix: issued.displayPrefix,
  });
  return {
    id: row.id,
    key: issued.key,
    name: row.name,
    key_prefix: row.key_prefix,
    created_at: row.created_at,
  };
}
