const HIDDEN = ['_id', '__v', 'passwordHash'] as const;

/** JSON view of a document: `id` instead of `_id`, never `__v` or a password hash. */
function toApiJson(_doc: unknown, ret: Record<string, unknown>): Record<string, unknown> {
  ret.id = String(ret._id);
  for (const key of HIDDEN) delete ret[key];
  return ret;
}

/** Options every model uses: the documented collection name, timestamps, strict writes. */
export function schemaOptions<C extends string>(collection: C) {
  return {
    collection,
    timestamps: true as const,
    strict: 'throw' as const,
    toJSON: { virtuals: false, transform: toApiJson },
  };
}

type WithId = { _id: unknown; __v?: unknown; passwordHash?: unknown };

/** The same JSON view for a lean document. */
export function toApi<T extends WithId>(
  doc: T,
): Omit<T, '_id' | '__v' | 'passwordHash'> & { id: string } {
  const { _id, __v, passwordHash, ...rest } = doc;
  void __v;
  void passwordHash;
  return { id: String(_id), ...rest };
}
