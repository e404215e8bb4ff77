import type { Generated } from 'kysely';
import type { ActiveState, Role } from '../../../shared/constants';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  email: string;
  fullName: string;
  phoneNumber: string | null;
  position: string | null;
  role: Role;
  active: ActiveState;
  createdAt: string;
  updatedAt: string;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  userId: number;
  familyId: string;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
  createdAt: string;
}

export interface AuthTables {
  users: UsersTable;
  refreshTokens: RefreshTokensTable;
}
