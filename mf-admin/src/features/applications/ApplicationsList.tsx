import {
  APPLICATION_STATUSES,
  CDL_CLASS_LABELS,
  MAINTENANCE_CHOICE_LABELS,
  YES_NO_LABELS,
  labelOf,
  applicationListQuerySchema,
  applicationStatusChangeSchema,
  type AdminDriverApplication,
  type AdminListQuery,
  type AdminOwnerOperatorApplication,
} from '@freight/contracts';
import {
  useAdminDriverApplicationsQuery,
  useAdminOwnerOperatorApplicationsQuery,
  useChangeApplicationStatusMutation,
  type ApplicationKind,
} from './api';
import { DetailList, type Detail } from '../../shared/DetailList';
import { DocumentLinks } from '../../shared/DocumentLinks';
import { ItemCard, ItemList } from '../../shared/ItemCard';
import { ListFilters, useListQuery } from '../../shared/ListFilters';
import { NO_MATCH, QueryState, hasFilters } from '../../shared/QueryState';
import { StatusControl } from '../../shared/StatusControl';
import { StatusHistory } from '../../shared/StatusHistory';
import { formatDateTime } from '../../shared/formatDate';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

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

function ApplicationCard({
  kind,
  application,
}: {
  kind: ApplicationKind;
  application: AdminDriverApplication | AdminOwnerOperatorApplication;
}) {
  const [changeStatus] = useChangeApplicationStatusMutation();
  const name = `${application.firstName} ${application.lastName}`;
  const details =
    'truckVin' in application
      ? [...personDetails(application), ...truckDetails(application)]
      : personDetails(application);
  return (
    <ItemCard
      title={name}
      subtitle={kind === 'drivers' ? 'Driver application' : 'Owner operator application'}
      status={application.status}
      footer={
        <>
          <StatusControl
            itemLabel={`application from ${name}`}
            current={application.status}
            statuses={APPLICATION_STATUSES}
            schema={applicationStatusChangeSchema}
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

const EMPTY_TEXT: Record<ApplicationKind, string> = {
  drivers: 'No driver applications yet',
  'owner-operators': 'No owner operator applications yet',
};

const useApplications = (kind: ApplicationKind, filters: AdminListQuery) => {
  const drivers = useAdminDriverApplicationsQuery(filters, { skip: kind !== 'drivers' });
  const operators = useAdminOwnerOperatorApplicationsQuery(filters, {
    skip: kind !== 'owner-operators',
  });
  return kind === 'drivers' ? drivers : operators;
};

/** The drivers or operators tab: applications filterable by status and searchable by name. */
export function ApplicationsList({ kind }: { kind: ApplicationKind }) {
  const filters = useListQuery(APPLICATION_STATUSES);
  const { data, isLoading, error } = useApplications(kind, filters);
  return (
    <section
      aria-label={kind === 'drivers' ? 'Driver applications' : 'Owner operator applications'}
    >
      <ListFilters
        statuses={APPLICATION_STATUSES}
        schema={applicationListQuerySchema}
        searchLabel="Search by name or email"
      />
      <QueryState
        data={data}
        isLoading={isLoading}
        error={error}
        emptyText={hasFilters(filters) ? NO_MATCH : EMPTY_TEXT[kind]}
      >
        {(applications: Array<AdminDriverApplication | AdminOwnerOperatorApplication>) => (
          <ItemList>
            {applications.map((application) => (
              <ApplicationCard key={application.id} kind={kind} application={application} />
            ))}
          </ItemList>
        )}
      </QueryState>
    </section>
  );
}
