/** See migrations/2026_11_26_0020_instance_shared_state.ts. */
export interface LeasesTable {
  name: string;
  holder: string;
  /** ISO-8601 UTC. */
  expiresAt: string;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  createdAt: string;
}

/** See migrations/2026_11_27_0500_pending_files.ts. */
export interface PendingFilesTable {
  /**
   * As the row that names it will store it: a private file's path relative to UPLOADS_DIR/private,
   * or a public image's URL (`/uploads/<name>`).
   */
  storedPath: string;
  /** ISO-8601 UTC. */
  createdAt: string;
}

export interface SharedStateTables {
  leases: LeasesTable;
  appSecrets: AppSecretsTable;
  pendingFiles: PendingFilesTable;
}
