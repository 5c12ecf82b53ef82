import { Field, Select } from '@freight/ui';
import { formatStatus } from '@freight/contracts';

interface StatusFilterProps<S extends string> {
  label: string;
  statuses: readonly S[];
  /** '' shows every status. */
  value: S | '';
  onChange: (status: S | '') => void;
}

/** The 'All statuses' select above a list that the server filters by one status. */
export function StatusFilter<S extends string>({
  label,
  statuses,
  value,
  onChange,
}: StatusFilterProps<S>) {
  return (
    <Field label={label}>
      <Select value={value} onChange={(event) => onChange(event.target.value as S | '')}>
        <option value="">All statuses</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {formatStatus(status)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
