/**
 * The tables of people and their access (database/schema.ts's Database names them): accounts,
 * memberships, invitations, the activity log and failed sign-ins.
 */

/** better-auth's person (migration 0003): only what our own queries read. */
export type AuthUserTable = { id: string; name: string; email: string };

/** A person's role in one school (domain/roles.ts). */
export type MembershipTable = { school_code: string; user_id: string; role: string; created_at: string };

export type PlatformOperatorTable = { user_id: string; created_at: string };

/** An owner's invitation to a school, waiting for the person it names (migration 0012, decision 0077). */
export type InvitationTable = {
  id: string;
  school_code: string;
  /** Lower-case, as typed by the owner. */
  email: string;
  /** The name the owner gave, for an account made when the invitation is taken up. */
  name: string | null;
  role: string;
  /** SHA-256 (hex) of the link's token: the token itself is only in the link. */
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
};

/** One line of the activity log: who, when, what (kind, target, action) and from where. */
export type ActivityTable = {
  id: string;
  school_code: string;
  /** ISO 8601, UTC. */
  at: string;
  user_id: string | null;
  /** The person's e-mail when it happened (or as typed, for a failed sign-in). */
  actor: string;
  kind: string;
  target: string | null;
  action: string;
  address: string;
};

/** A failed sign-in, per account (`scope` "account", key the e-mail) and per address. */
export type SignInFailureTable = { scope: string; key: string; at: string };
