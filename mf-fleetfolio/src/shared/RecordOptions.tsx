interface RecordOptionsProps<T extends { id: string }> {
  /** The first, empty choice (e.g. 'Select a driver' or 'No trailer'). */
  none: string;
  records: T[];
  label: (record: T) => string;
}

/** A select's options: an empty choice, then one option per record by id. */
export function RecordOptions<T extends { id: string }>({
  none,
  records,
  label,
}: RecordOptionsProps<T>) {
  return (
    <>
      <option value="">{none}</option>
      {records.map((record) => (
        <option key={record.id} value={record.id}>
          {label(record)}
        </option>
      ))}
    </>
  );
}
