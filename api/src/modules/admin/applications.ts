import mongoose from 'mongoose';
import type {
  AdminApplicationListQuery,
  AdminApplicationSort,
  AdminDriverApplication,
  AdminOwnerOperatorApplication,
  ListPage,
} from '@freight/contracts';
import { findPage, unscopedSource } from '../../db/listPage';
import { DriverApplicationModel } from '../../db/models/driver_applications';
import { OwnerOperatorApplicationModel } from '../../db/models/owner_operator_applications';
import type { StatusSubject } from '../../db/models/status_changes';
import { documentLinks, fileNamesOf, type FileNames, type NamedAddress } from './documents';
import { historiesOf } from './history';

export const APPLICATION_KINDS = ['drivers', 'owner-operators'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

export const APPLICATION_SUBJECT: Record<ApplicationKind, StatusSubject> = {
  drivers: 'driver_application',
  'owner-operators': 'owner_operator_application',
};

/** Both kinds share the person and CDL fields; only the model differs. */
export function applicationModel(kind: ApplicationKind) {
  return (kind === 'drivers'
    ? DriverApplicationModel
    : OwnerOperatorApplicationModel) as unknown as typeof OwnerOperatorApplicationModel;
}

const SEARCH_FIELDS = ['firstName', 'lastName', 'email', 'cdlNumber', 'previousEmployer'];
const SORT_PATHS: Record<AdminApplicationSort, string> = {
  submittedAt: 'submittedAt',
  lastName: 'lastName',
  yearsExperience: 'yearsExperience',
  status: 'status',
};

type StoredApplication = {
  _id: mongoose.Types.ObjectId;
  cdlDocumentUrl?: string | null;
  medicalCardUrl?: string | null;
  submittedAt?: Date | null;
  status?: string | null;
  [field: string]: unknown;
};

export function applicationDocuments(
  application: Pick<StoredApplication, 'cdlDocumentUrl' | 'medicalCardUrl'>,
): NamedAddress[] {
  return [
    { address: application.cdlDocumentUrl, key: 'cdl', label: 'CDL document' },
    { address: application.medicalCardUrl, key: 'medical', label: 'Medical card' },
  ];
}

const HIDDEN = new Set(['_id', '__v', 'cdlDocumentUrl', 'medicalCardUrl', 'address']);

function toAdminApplication(
  kind: ApplicationKind,
  application: StoredApplication,
  history: AdminDriverApplication['history'],
  fileNames: FileNames,
): AdminOwnerOperatorApplication {
  const id = String(application._id);
  const fields = Object.fromEntries(
    Object.entries(application).filter(([key, value]) => !HIDDEN.has(key) && value !== null),
  );
  return {
    ...(fields as unknown as AdminOwnerOperatorApplication),
    id,
    status: application.status ?? 'pending',
    submittedAt: (application.submittedAt ?? application._id.getTimestamp()).toISOString(),
    documents: documentLinks(
      `/api/admin/applications/${kind}/${id}`,
      applicationDocuments(application),
      fileNames,
    ),
    history,
  };
}

/**
 * One page of applications of one kind (newest first unless sorted), with their documents and
 * status history, the count of all that match and the next page's cursor.
 */
export async function listApplications(
  kind: ApplicationKind,
  query: AdminApplicationListQuery,
): Promise<ListPage<AdminOwnerOperatorApplication>> {
  const searchFields =
    kind === 'owner-operators' ? [...SEARCH_FIELDS, 'previousCarrier', 'truckVin'] : SEARCH_FIELDS;
  const page = await findPage(unscopedSource(applicationModel(kind)), query, {
    searchFields,
    sortPaths: SORT_PATHS,
    dateField: 'submittedAt',
  });
  const applications = page.items as unknown as StoredApplication[];
  const [histories, fileNames] = await Promise.all([
    historiesOf(
      APPLICATION_SUBJECT[kind],
      applications.map((application) => application._id),
    ),
    fileNamesOf(applications.map(applicationDocuments)),
  ]);
  return {
    ...page,
    items: applications.map((application) =>
      toAdminApplication(
        kind,
        application,
        histories.get(String(application._id)) ?? [],
        fileNames,
      ),
    ),
  };
}

export async function applicationById(
  kind: ApplicationKind,
  id: mongoose.Types.ObjectId,
): Promise<AdminOwnerOperatorApplication | null> {
  const application = (await applicationModel(kind)
    .findById(id)
    .lean()) as unknown as StoredApplication | null;
  if (!application) return null;
  const [histories, fileNames] = await Promise.all([
    historiesOf(APPLICATION_SUBJECT[kind], [application._id]),
    fileNamesOf([applicationDocuments(application)]),
  ]);
  return toAdminApplication(
    kind,
    application,
    histories.get(String(application._id)) ?? [],
    fileNames,
  );
}
