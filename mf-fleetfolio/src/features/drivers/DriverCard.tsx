import { DRIVER_STATUS_LABELS, statusColour, type Driver, type PayType } from '@freight/contracts';
import { Badge, Button } from '@freight/ui';
import { formatPayRate, formatUsDate } from '../../shared/format';
import { RecordCard } from '../../shared/RecordCard';

interface DriverCardProps {
  driver: Driver;
  onEdit: () => void;
  onAssignTrip: () => void;
  onDelete: () => void;
}

/** The rate with its unit, as the pay type reads it. */
const PAY_RATE_TEXT: Record<PayType, (rate: number) => string> = {
  per_mile: (rate) => `${formatPayRate(rate)}/mile`,
  percentage: (rate) => `${rate}% of revenue`,
  flat: (rate) => `${formatPayRate(rate)}/trip`,
  hourly: (rate) => `${formatPayRate(rate)}/hour`,
};

export function DriverCard({ driver, onEdit, onAssignTrip, onDelete }: DriverCardProps) {
  return (
    <RecordCard
      label={driver.name}
      title={driver.name}
      subtitle={<>License: {driver.license}</>}
      badge={
        <Badge $variant={statusColour(driver.status)}>{DRIVER_STATUS_LABELS[driver.status]}</Badge>
      }
      onEdit={onEdit}
      action={
        <Button $size="sm" onClick={onAssignTrip}>
          Assign Trip
        </Button>
      }
      onDelete={onDelete}
      deleteLabel={`Delete driver ${driver.name}`}
    >
      <div>
        <dt>Phone</dt>
        <dd>{driver.phone}</dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>{driver.email}</dd>
      </div>
      {driver.payType && driver.payRate !== null ? (
        <div>
          <dt>Pay Rate</dt>
          <dd>{PAY_RATE_TEXT[driver.payType](driver.payRate)}</dd>
        </div>
      ) : null}
      {driver.licenseExpiration ? (
        <div>
          <dt>CDL Expires</dt>
          <dd>{formatUsDate(driver.licenseExpiration)}</dd>
        </div>
      ) : null}
      {driver.medicalCardExpiration ? (
        <div>
          <dt>Medical Card Expires</dt>
          <dd>{formatUsDate(driver.medicalCardExpiration)}</dd>
        </div>
      ) : null}
    </RecordCard>
  );
}
