import mongoose, { Types } from 'mongoose';
import { isObjectId } from '../db/ids';

/**
 * Where the accounts of one session kind live, when one counts as active, and how the area sees
 * it. The session store reads a session together with its active account (one `$lookup`), so a
 * signed-in request waits for one database round trip before its own work instead of two.
 */
export interface AccountSource<Doc, Account> {
  /** The accounts' collection (e.g. `AdminModel.collection.collectionName`). */
  collection: string;
  /** What an account must match besides its `_id` to be signed in (e.g. `isActive: true`). */
  active: Readonly<Record<string, unknown>>;
  /** The fields `view` reads. */
  fields: readonly string[];
  /** The account as its area sees it; null when it lost access some other way. */
  view(doc: Doc): Account | null | Promise<Account | null>;
  /** The other accounts `view` reads (a member's carrier), whose change changes the view. */
  relatedIds?(doc: Doc): string[];
}

/** A source of any kind, as the session store holds one per kind (it passes each its own documents). */
export type AnyAccountSource = AccountSource<never, unknown>;

const projectionOf = (fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, 1]));

/** The active account with this id, as its area sees it; null when there is none. */
export async function findActiveAccount<Doc, Account>(
  source: AccountSource<Doc, Account>,
  accountId: string | undefined,
): Promise<Account | null> {
  if (!isObjectId(accountId)) return null;
  const doc = await mongoose.connection
    .collection(source.collection)
    .findOne(
      { _id: new Types.ObjectId(accountId), ...source.active },
      { projection: projectionOf(source.fields) },
    );
  return doc ? source.view(doc as Doc) : null;
}

/**
 * The `$lookup` stage that adds `account: [the active account]` (or `[]`) to a stored session
 * whose `sess.accountId` is that account's id as a string.
 */
export function activeAccountLookup(source: AnyAccountSource) {
  return {
    $lookup: {
      from: source.collection,
      let: {
        accountId: { $convert: { input: '$sess.accountId', to: 'objectId', onError: null } },
      },
      pipeline: [
        { $match: { $expr: { $eq: ['$_id', '$$accountId'] } } },
        { $match: source.active },
        { $project: projectionOf(source.fields) },
      ],
      as: 'account',
    },
  };
}
