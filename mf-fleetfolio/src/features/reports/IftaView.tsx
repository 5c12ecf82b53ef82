import {
  iftaEditSchema,
  iftaRowSchema,
  type IftaReport,
  type IftaRowInput,
} from '@freight/contracts';
import { useMutationToast, useSchemaForm } from '@freight/forms';
import { Button, Field, Input } from '@freight/ui';
import { FormGrid } from '../../shared/layout';
import { useAddIftaRowMutation, useEditIftaRowMutation } from './api';
import type { CsvExport } from './csv';
import { ReportBarChart } from './ReportBarChart';
import { ReportTable, totalsOf, type ReportCell, type ReportColumn } from './ReportTable';

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
  const form = useSchemaForm<LineValues, IftaRowInput>({
    schema: iftaRowSchema,
    defaultValues: { state: '', miles: '', fuelPurchased: '0' },
    toRequest: (values) => ({ ...values, year, quarter }),
  });
  const submit = form.handleSubmit(async (line) => {
    const saved = await run(
      () => addRow(line).unwrap(),
      { title: 'IFTA Line Added', description: `${line.state} added to Q${quarter} ${year}.` },
      'Failed to add the line',
      form,
    );
    if (saved) form.reset();
  });
  return (
    <FormGrid noValidate onSubmit={submit} aria-label="Add a manual IFTA line">
      <Field label="State" {...form.field('state')}>
        <Input {...form.input('state')} />
      </Field>
      <Field label="Miles" {...form.field('miles')}>
        <Input type="number" {...form.input('miles')} />
      </Field>
      <Field label="Fuel Purchased (gal)" {...form.field('fuelPurchased')}>
        <Input type="number" {...form.input('fuelPurchased')} />
      </Field>
      <Button type="submit" $size="sm" disabled={isLoading}>
        Add Line
      </Button>
    </FormGrid>
  );
}

const STATE_COLUMNS: ReportColumn[] = [
  { name: 'State' },
  { name: 'Miles', kind: 'miles' },
  { name: 'Fuel Purchased (gal)', kind: 'miles' },
];

type Correction = Pick<IftaRowInput, 'miles' | 'fuelPurchased'>;

const sourceLabel = (row: IftaReport['rows'][number]) => {
  if (row.source === 'manual') return 'manual';
  return row.estimated ? 'straight-line estimate' : 'computed';
};

export const ESTIMATED_MILES_NOTE =
  'Some miles are straight-line estimates: the distance between stops × 1.2, as no road routing is configured. Check them against your odometer or ELD and correct the lines before you file.';

function EditLine({ row }: { row: IftaReport['rows'][number] }) {
  const [editRow, { isLoading }] = useEditIftaRowMutation();
  const run = useMutationToast();
  const form = useSchemaForm<Pick<LineValues, 'miles' | 'fuelPurchased'>, Correction>({
    schema: iftaEditSchema,
    values: { miles: String(row.miles), fuelPurchased: String(row.fuelPurchased) },
  });
  const submit = form.handleSubmit((correction) =>
    run(
      () => editRow({ id: row.id, ...correction }).unwrap(),
      { title: 'IFTA Line Updated', description: `${row.state} was corrected.` },
      'Failed to update the line',
      form,
    ),
  );
  const name = `${row.state}${row.tripNumber ? ` (trip ${row.tripNumber})` : ''}`;
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={submit} aria-label={`Edit IFTA line ${name}`}>
      {name} · {sourceLabel(row)}{' '}
      <Input
        aria-label={`Miles in ${name}`}
        type="number"
        aria-invalid={Boolean(errors.miles)}
        {...form.input('miles')}
      />
      <Input
        aria-label={`Fuel purchased in ${name}`}
        type="number"
        aria-invalid={Boolean(errors.fuelPurchased)}
        {...form.input('fuelPurchased')}
      />
      <Button type="submit" $size="sm" $variant="outline" disabled={isLoading}>
        Save
      </Button>
      {errors.miles || errors.fuelPurchased ? (
        <span role="alert">{errors.miles?.message ?? errors.fuelPurchased?.message}</span>
      ) : null}
    </form>
  );
}

/** Miles by state and fuel bought by state of one quarter, with manual lines and corrections. */
export function IftaView({ report }: { report: IftaReport }) {
  const states: ReportCell[][] = report.byState.map((row) => [
    row.state,
    row.miles,
    row.fuelPurchased,
  ]);
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
      {report.rows.some((row) => row.estimated) ? <p role="note">{ESTIMATED_MILES_NOTE}</p> : null}
      <ReportTable
        caption={`IFTA miles and fuel by state, Q${report.quarter} ${report.year}`}
        columns={STATE_COLUMNS}
        rows={states}
        totals={totalsOf(STATE_COLUMNS, states)}
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
