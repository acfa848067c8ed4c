/** Who may join a room: rooms are `<kind>:<id>`, each kind checked by its area against the database. */
export type RoomRule = (input: { userId: number | null; id: number }) => Promise<boolean>;

export class RoomRules {
  readonly #rules = new Map<string, RoomRule>();

  /** Areas call this when they register (`conversation`, `channel`, `auction`, `post`...). */
  allow(kind: string, rule: RoomRule): void {
    this.#rules.set(kind, rule);
  }

  /** True when `room` is well formed, its kind is known and the rule lets `userId` in. */
  async mayJoin(room: unknown, userId: number | null): Promise<boolean> {
    if (typeof room !== 'string') return false;
    const match = /^([a-z]+):(\d{1,15})$/.exec(room);
    if (!match) return false;
    const rule = this.#rules.get(match[1]!);
    if (!rule) return false;
    return rule({ userId, id: Number(match[2]) }).catch(() => false);
  }
}
