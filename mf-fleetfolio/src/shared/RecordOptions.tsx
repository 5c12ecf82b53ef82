interface RecordOptionsProps<T extends { id: string }> {
  /** The first, empty choice (e.g. 'Select a driver' or 'No trailer'). */
  none: string;
  records: T[];
  label: (record: T) => string;
  /** Why a record cannot be chosen now (e.g. 'Maintenance'): listed last, greyed out, with the reason. */
  unavailable?: (record: T) => string | undefined;
}

/** A select's options: an empty choice, then one option per record by id. */
export function RecordOptions<T extends { id: string }>({
  none,
  records,
  label,
  unavailable = () => undefined,
}: RecordOptionsProps<T>) {
  const choosable = records.filter((record) => !unavailable(record));
  const blocked = records.filter((record) => unavailable(record));
  return (
    <>
      <option value="">{none}</option>
      {choosable.map((record) => (
        <option key={record.id} value={record.id}>
          {label(record)}
        </option>
      ))}
      {blocked.map((record) => (
        <option key={record.id} value={record.id} disabled>
          {`${label(record)} (${unavailable(record)})`}
        </option>
      ))}
    </>
  );
}
