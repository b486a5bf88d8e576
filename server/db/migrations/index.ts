import type { Migration, MigrationProvider } from "kysely";
import { submissions } from "./0001_submissions";
import { usedChallenges } from "./0002_used_challenges";
import { staffMigration } from "./0003_staff";
import { requestsMigration } from "./0004_requests";
import { auditMigration } from "./0005_audit";
import { referralOutcomesMigration } from "./0006_referral_outcomes";
import { uploadsMigration } from "./0007_uploads";
import { auditAppendOnlyMigration } from "./0009_audit_append_only";
import { sessionReauthMigration } from "./0010_session_reauth";
import { teamMigration } from "./0012_team";
import { statusLinksMigration } from "./0013_status_links";
import { additionNoticesMigration } from "./0014_addition_notices";

/**
 * The schema's history, oldest first. Kysely's Migrator runs the ones a database has not seen,
 * in one transaction each, at start-up (`migrateToLatest`). Never edit a released migration, nor
 * rename one (databases record the names): add the next file and name it here.
 */
const migrations: Record<string, Migration> = {
  "0001_submissions": submissions,
  "0002_used_challenges": usedChallenges,
  "0003_staff": staffMigration,
  "0004_requests": requestsMigration,
  "0005_audit": auditMigration,
  "0006_referral_outcomes": referralOutcomesMigration,
  "0007_uploads": uploadsMigration,
  "0009_audit_append_only": auditAppendOnlyMigration,
  "0010_session_reauth": sessionReauthMigration,
  "0012_team": teamMigration,
  "0013_status_links": statusLinksMigration,
  "0014_addition_notices": additionNoticesMigration,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
