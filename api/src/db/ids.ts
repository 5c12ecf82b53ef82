/** A 24-hex MongoDB ObjectId as text; anything else can name no record. */
const OBJECT_ID = /^[0-9a-f]{24}$/i;

export function isObjectId(id: unknown): id is string {
  return typeof id === 'string' && OBJECT_ID.test(id);
}
