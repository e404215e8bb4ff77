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

export interface SharedStateTables {
  leases: LeasesTable;
  appSecrets: AppSecretsTable;
}
