import { describeDevice } from "./device";

type Session = { id: string; userAgent?: string | null; ipAddress?: string | null; updatedAt: Date; current: boolean };
type Passkey = { id: string; name?: string | null; createdAt?: Date | null };

/** Your account screen's lists: passkeys by name, and sessions newest first, each with its device in words. */
export function accountView(sessions: Session[], passkeys: Passkey[]) {
  return {
    passkeys: passkeys.map((p) => ({ id: p.id, name: p.name ?? "Passkey", createdAt: p.createdAt?.toISOString() })),
    sessions: [...sessions]
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
      .map((s) => ({
        id: s.id,
        device: describeDevice(s.userAgent),
        address: s.ipAddress ?? "unknown",
        lastUsed: s.updatedAt.toISOString(),
        current: s.current,
      })),
  };
}
