import type { IftaReport } from '@freight/contracts';
import { Button, Field, Input } from '@freight/ui';
import { useForm } from 'react-hook-form';
import { FormGrid } from '../../shared/layout';
import { useMutationToast } from '../../shared/useMutationToast';
import { useAddIftaRowMutation, useEditIftaRowMutation } from './api';
import type { CsvExport } from './csv';
import { ReportBarChart } from './ReportBarChart';
import { ReportTable } from './ReportTable';

export const iftaCsv = (report: IftaReport): CsvExport => ({
  fileName: `ifta-${report.year}-q${report.quarter}.csv`,
  header: ['State', 'Miles', 'Fuel Purchased (gal)'],
  rows: report.byState.map((row) => [row.state, row.miles, row.fuelPurchased]),
});

interface LineValues {
  state: string;
  miles: string;
  fuelPurchased: string;
}

function ManualLineForm({ year, quarter }: { year: number; quarter: number }) {
  const [addRow, { isLoading }] = useAddIftaRowMutation();
  const run = useMutationToast();
  const { register, handleSubmit, reset, formState } = useForm<LineValues>({
    defaultValues: { state: '', miles: '', fuelPurchased: '0' },
  });
  const submit = handleSubmit(async (values) => {
    const saved = await run(
      () =>
        addRow({
          year,
          quarter,
          state: values.state,
          miles: Number(values.miles),
          fuelPurchased: Number(values.fuelPurchased),
        }).unwrap(),
      {
        title: 'IFTA Line Added',
        description: `${values.state.toUpperCase()} added to Q${quarter} ${year}.`,
      },
      'Failed to add the line',
    );
    if (saved) reset();
  });
  return (
    <FormGrid noValidate onSubmit={submit} aria-label="Add a manual IFTA line">
      <Field label="State" error={formState.errors.state?.message} required>
        <Input
          maxLength={2}
          aria-required
          {...register('state', {
            required: 'State is required',
            pattern: { value: /^[A-Za-z]{2}$/, message: 'State must be a two-letter code' },
          })}
        />
      </Field>
      <Field label="Miles" error={formState.errors.miles?.message} required>
        <Input
          type="number"
          min="0"
          step="0.1"
          aria-required
          {...register('miles', { required: 'Miles are required' })}
        />
      </Field>
      <Field label="Fuel Purchased (gal)">
        <Input type="number" min="0" step="0.001" {...register('fuelPurchased')} />
      </Field>
      <Button type="submit" $size="sm" disabled={isLoading}>
        Add Line
      </Button>
    </FormGrid>
  );
}

function EditLine({ row }: { row: IftaReport['rows'][number] }) {
  const [editRow, { isLoading }] = useEditIftaRowMutation();
  const run = useMutationToast();
  const { register, handleSubmit } = useForm({
    values: { miles: String(row.miles), fuelPurchased: String(row.fuelPurchased) },
  });
  const submit = handleSubmit((values) =>
    run(
      () =>
        editRow({
          id: row.id,
          miles: Number(values.miles),
          fuelPurchased: Number(values.fuelPurchased),
        }).unwrap(),
      { title: 'IFTA Line Updated', description: `${row.state} was corrected.` },
      'Failed to update the line',
    ),
  );
  const name = `${row.state}${row.tripNumber ? ` (trip ${row.tripNumber})` : ''}`;
  return (
    <form noValidate onSubmit={submit} aria-label={`Edit IFTA line ${name}`}>
      {name} · {row.source === 'computed' ? 'computed' : 'manual'}{' '}
      <Input
        aria-label={`Miles in ${name}`}
        type="number"
        min="0"
        step="0.1"
        {...register('miles')}
      />
      <Input
        aria-label={`Fuel purchased in ${name}`}
        type="number"
        min="0"
        step="0.001"
        {...register('fuelPurchased')}
      />
      <Button type="submit" $size="sm" $variant="outline" disabled={isLoading}>
        Save
      </Button>
    </form>
  );
}

/** Miles by state and fuel bought by state of one quarter, with manual lines and corrections. */
export function IftaView({ report }: { report: IftaReport }) {
  const csv = iftaCsv(report);
  return (
    <div>
      <ReportBarChart
        rows={report.byState}
        xKey="state"
        bars={[
          { key: 'miles', name: 'Miles' },
          { key: 'fuelPurchased', name: 'Fuel (gal)' },
        ]}
        height={280}
      />
      <ReportTable
        caption={`IFTA miles and fuel by state, Q${report.quarter} ${report.year}`}
        header={csv.header}
        rows={csv.rows}
        empty="No miles in this quarter yet: dispatch a trip or add a line."
      />
      <details>
        <summary>Lines ({report.rows.length})</summary>
        <ul>
          {report.rows.map((row) => (
            <li key={row.id}>
              <EditLine row={row} />
            </li>
          ))}
        </ul>
        <ManualLineForm year={report.year} quarter={report.quarter} />
      </details>
    </div>
  );
}
