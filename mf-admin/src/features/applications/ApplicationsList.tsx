import type { DataTableColumn } from '@freight/ui';
import { useTableQuery } from '@freight/runtime';
import {
  ADMIN_APPLICATION_SORTS,
  APPLICATION_STATUSES,
  CDL_CLASS_LABELS,
  MAINTENANCE_CHOICE_LABELS,
  YES_NO_LABELS,
  formatStatus,
  labelOf,
  type AdminDriverApplication,
  type AdminOwnerOperatorApplication,
} from '@freight/contracts';
import {
  useAdminApplicationQuery,
  useAdminApplicationsInfiniteQuery,
  useChangeApplicationStatusMutation,
  type AdminApplication,
  type ApplicationKind,
} from './api';
import { DetailList, type Detail } from '../../shared/DetailList';
import { DetailPanel } from '../../shared/DetailPanel';
import { DocumentLinks } from '../../shared/DocumentLinks';
import { ItemCard } from '../../shared/ItemCard';
import { ListTable } from '../../shared/ListTable';
import { StatusBadge } from '../../shared/StatusBadge';
import { StatusControl } from '../../shared/StatusControl';
import { StatusHistory } from '../../shared/StatusHistory';
import { formatDateTime } from '../../shared/formatDate';
import { statusLabels } from '../../shared/listQuery';

// Loaded on the status control's first focus: joi stays out of the tab's first code.
const loadApplicationStatusChangeSchema = () =>
  import('@freight/contracts/adminSchemas').then((module) => module.applicationStatusChangeSchema);

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const nameOf = (application: AdminApplication) =>
  `${application.firstName} ${application.lastName}`;
const isOperator = (application: AdminApplication): application is AdminOwnerOperatorApplication =>
  'truckVin' in application;

function personDetails(application: AdminDriverApplication): Detail[] {
  return [
    { label: 'Phone', value: application.phone },
    { label: 'Email', value: application.email },
    { label: 'CDL number', value: application.cdlNumber },
    { label: 'CDL class', value: labelOf(CDL_CLASS_LABELS, application.cdlClass) },
    { label: 'Years of experience', value: String(application.yearsExperience) },
    { label: 'Previous employer', value: application.previousEmployer },
    { label: 'DUI', value: labelOf(YES_NO_LABELS, application.hasDui) },
    { label: 'Accidents', value: labelOf(YES_NO_LABELS, application.hasAccidents) },
    { label: 'Accident details', value: application.accidentDetails },
    { label: 'Available immediately', value: yesNo(application.isAvailableImmediately) },
    { label: 'Submitted', value: formatDateTime(application.submittedAt) },
  ];
}

function truckDetails(application: AdminOwnerOperatorApplication): Detail[] {
  return [
    { label: 'Truck year', value: application.truckYear },
    { label: 'Truck make', value: application.truckMake },
    { label: 'Truck model', value: application.truckModel },
    { label: 'Truck VIN', value: application.truckVin },
    {
      label: 'Maintenance',
      value: labelOf(MAINTENANCE_CHOICE_LABELS, application.maintenanceChoice),
    },
    { label: 'Previous carrier', value: application.previousCarrier },
  ];
}

const KIND_TEXTS = {
  drivers: {
    title: 'Driver applications',
    subtitle: 'Driver application',
    noun: {
      one: 'driver application',
      other: 'driver applications',
      none: 'No driver applications yet',
    },
    csvFileName: 'driver-applications.csv',
  },
  'owner-operators': {
    title: 'Owner operator applications',
    subtitle: 'Owner operator application',
    noun: {
      one: 'owner operator application',
      other: 'owner operator applications',
      none: 'No owner operator applications yet',
    },
    csvFileName: 'owner-operator-applications.csv',
  },
} as const;

function ApplicationCard({
  kind,
  application,
}: {
  kind: ApplicationKind;
  application: AdminApplication;
}) {
  const [changeStatus] = useChangeApplicationStatusMutation();
  const name = nameOf(application);
  const details = isOperator(application)
    ? [...personDetails(application), ...truckDetails(application)]
    : personDetails(application);
  return (
    <ItemCard
      title={name}
      subtitle={KIND_TEXTS[kind].subtitle}
      status={application.status}
      footer={
        <>
          <StatusControl
            itemLabel={`application from ${name}`}
            current={application.status}
            statuses={APPLICATION_STATUSES}
            schema={loadApplicationStatusChangeSchema}
            onSubmit={(status, note) =>
              changeStatus({ kind, id: application.id, status, note }).unwrap()
            }
          />
          <StatusHistory history={application.history} />
          <DocumentLinks documents={application.documents} />
        </>
      }
    >
      <DetailList details={details} />
    </ItemCard>
  );
}

const APPLICATION_STATUS_LABELS = statusLabels(APPLICATION_STATUSES);

const PERSON_COLUMNS: DataTableColumn<AdminApplication>[] = [
  { key: 'lastName', header: 'Name', render: nameOf, sortable: true },
  { key: 'email', header: 'Email', render: (application) => application.email },
  { key: 'phone', header: 'Phone', render: (application) => application.phone },
  {
    key: 'cdlClass',
    header: 'CDL class',
    render: (application) => labelOf(CDL_CLASS_LABELS, application.cdlClass),
  },
  {
    key: 'yearsExperience',
    header: 'Years of experience',
    render: (application) => String(application.yearsExperience),
    csv: (application) => application.yearsExperience,
    sortable: true,
    align: 'end',
  },
];

const TRUCK_COLUMN: DataTableColumn<AdminApplication> = {
  key: 'truck',
  header: 'Truck',
  render: (application) =>
    isOperator(application)
      ? `${application.truckYear} ${application.truckMake} ${application.truckModel}`
      : '',
};

const STATUS_COLUMNS: DataTableColumn<AdminApplication>[] = [
  {
    key: 'status',
    header: 'Status',
    render: (application) => <StatusBadge status={application.status} />,
    csv: (application) => formatStatus(application.status),
    sortable: true,
  },
  {
    key: 'submittedAt',
    header: 'Submitted',
    render: (application) => formatDateTime(application.submittedAt),
    sortable: true,
  },
];

const COLUMNS: Record<ApplicationKind, DataTableColumn<AdminApplication>[]> = {
  drivers: [...PERSON_COLUMNS, ...STATUS_COLUMNS],
  'owner-operators': [...PERSON_COLUMNS, TRUCK_COLUMN, ...STATUS_COLUMNS],
};

/** The open application: from the loaded pages, else read by its id (a shared or reloaded address). */
function OpenApplication({
  kind,
  id,
  listed,
  onClose,
}: {
  kind: ApplicationKind;
  id: string;
  listed?: AdminApplication;
  onClose: () => void;
}) {
  const read = useAdminApplicationQuery({ kind, id }, { skip: Boolean(listed) });
  const application = listed ?? read.data;
  return (
    <DetailPanel label="Application" onClose={onClose} read={read}>
      {application && <ApplicationCard kind={kind} application={application} />}
    </DetailPanel>
  );
}

/**
 * The drivers or operators tab: a table of applications (newest first unless sorted),
 * searchable by name, email or CDL number, filtered by status and submission day, a page at a
 * time with Load more; its state and the open application live in the address
 * (`/admin/drivers?status=pending&application=<id>`). A row's name opens the application's card
 * (status change, history, documents) above the table.
 */
export function ApplicationsList({ kind }: { kind: ApplicationKind }) {
  const table = useTableQuery({
    statuses: APPLICATION_STATUS_LABELS,
    sorts: ADMIN_APPLICATION_SORTS,
    defaultSort: { sort: 'submittedAt', dir: 'desc' },
    searchLabel: 'Search by name, email or CDL number',
    dateLabels: { from: 'Submitted from', to: 'Submitted to' },
    openParam: 'application',
  });
  const result = useAdminApplicationsInfiniteQuery({ kind, ...table.query });
  const applications = result.data?.pages.flatMap((page) => page.items) ?? [];
  const texts = KIND_TEXTS[kind];
  return (
    <div>
      {table.openId && (
        <OpenApplication
          kind={kind}
          id={table.openId}
          listed={applications.find((application) => application.id === table.openId)}
          onClose={() => table.open(undefined)}
        />
      )}
      <ListTable
        title={texts.title}
        noun={texts.noun}
        columns={COLUMNS[kind]}
        rowLabel={(application) => `application from ${nameOf(application)}`}
        csvFileName={texts.csvFileName}
        table={table}
        result={result}
      />
    </div>
  );
}
