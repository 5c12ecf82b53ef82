import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  downloadCsv,
  Field,
  Input,
  Select,
  Skeleton,
} from '@freight/ui';
import { reportPeriodSchema, toCsv } from '@freight/contracts';
import { rulesOf } from '@freight/forms';
import { useState } from 'react';
import { ButtonRow, TabHeader } from '../../shared/layout';
import { ReadFailure } from '../../shared/ReadFailure';
import { useFinancialReportQuery, useFleetReportQuery, useIftaReportQuery } from './api';
import type { CsvExport } from './csv';
import { financialCsv, FinancialView } from './FinancialView';
import { fleetCsv, FleetView } from './FleetView';
import { iftaCsv, IftaView } from './IftaView';
import { useReportAddress, yearOf, type ReportName } from './useReportAddress';

const REPORTS: Array<{
  name: ReportName;
  title: string;
  description: string;
  points: string[];
  button: string;
}> = [
  {
    name: 'IFTA',
    title: 'IFTA Reports',
    description: 'Fuel tax reporting for your fleet.',
    points: ['Miles by state', 'Fuel tracking', 'Tax compliance'],
    button: 'View IFTA Data',
  },
  {
    name: 'Financial',
    title: 'Financial Reports',
    description: 'How the business is doing.',
    points: ['Profit/loss', 'Revenue per mile', 'Expense tracking'],
    button: 'View Financial Data',
  },
  {
    name: 'Fleet',
    title: 'Fleet Reports',
    description: 'How drivers and equipment are used.',
    points: ['Driver performance', 'Equipment utilization'],
    button: 'View Fleet Data',
  },
];

/** The open report, fetched for the chosen period, and what Export Data writes for it. */
function useOpenReport(open: ReportName, year: number, quarter: number) {
  const ifta = useIftaReportQuery({ year, quarter }, { skip: open !== 'IFTA' });
  const financial = useFinancialReportQuery(year, { skip: open !== 'Financial' });
  const fleet = useFleetReportQuery(year, { skip: open !== 'Fleet' });
  if (open === 'IFTA')
    return {
      query: ifta,
      csv: ifta.data ? iftaCsv(ifta.data) : null,
      view: ifta.data ? <IftaView report={ifta.data} /> : null,
    };
  if (open === 'Financial')
    return {
      query: financial,
      csv: financial.data ? financialCsv(financial.data) : null,
      view: financial.data ? <FinancialView report={financial.data} /> : null,
    };
  return {
    query: fleet,
    csv: fleet.data ? fleetCsv(fleet.data) : null,
    view: fleet.data ? <FleetView report={fleet.data} /> : null,
  };
}

function exportCsv(csv: CsvExport | null) {
  if (csv) downloadCsv(csv.fileName, toCsv(csv.header, csv.rows));
}

/**
 * The year as typed: the address (and the report) follows once it is a year the contract
 * takes, so '202' on the way to '2025' reads nothing; leaving the field shows the address's
 * year again, as does Back.
 */
function YearField({ year, onYear }: { year: number; onYear: (year: number) => void }) {
  const [text, setText] = useState(String(year));
  const [shownYear, setShownYear] = useState(year);
  if (year !== shownYear) {
    setShownYear(year);
    setText(String(year));
  }
  return (
    <Field label="Year">
      <Input
        type="number"
        {...rulesOf(reportPeriodSchema, 'year').input}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const typed = yearOf(event.target.value);
          if (typed !== undefined) onYear(typed);
        }}
        onBlur={() => setText(String(year))}
      />
    </Field>
  );
}

/**
 * Reports: IFTA, financial and fleet figures from the account's trips, with CSV export. The
 * report and its period live in the address.
 */
export function ReportsTab() {
  const address = useReportAddress();
  const { report: open, year, quarter } = address;
  const { query, csv, view } = useOpenReport(open, year, quarter);

  return (
    <section aria-labelledby="reports-title">
      <TabHeader>
        <div>
          <h2 id="reports-title">Reports</h2>
          <p>IFTA, financial and fleet reports from your trips and invoices.</p>
        </div>
        <Button onClick={() => exportCsv(csv)} disabled={!csv}>
          Export Data
        </Button>
      </TabHeader>
      <ButtonRow as="ul" aria-label="Reports">
        {REPORTS.map((report) => (
          <Card as="li" key={report.name}>
            <CardHeader>
              <CardTitle>{report.title}</CardTitle>
              <CardDescription>{report.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <ul>
                {report.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <Button
                $variant={open === report.name ? 'primary' : 'outline'}
                aria-pressed={open === report.name}
                onClick={() => address.openReport(report.name)}
              >
                {report.button}
              </Button>
            </CardContent>
          </Card>
        ))}
      </ButtonRow>
      <Card>
        <CardHeader>
          <CardTitle as="h3">{REPORTS.find((report) => report.name === open)!.title}</CardTitle>
        </CardHeader>
        <CardContent>
          <ButtonRow>
            <YearField year={year} onYear={address.showYear} />
            {open === 'IFTA' ? (
              <Field label="Quarter">
                <Select
                  value={quarter}
                  onChange={(event) => address.showQuarter(Number(event.target.value))}
                >
                  {[1, 2, 3, 4].map((q) => (
                    <option key={q} value={q}>
                      Q{q}
                    </option>
                  ))}
                </Select>
              </Field>
            ) : null}
          </ButtonRow>
          {query.isFetching && !view ? <Skeleton aria-label="Loading report" /> : null}
          <ReadFailure
            read={query}
            fallback="The report could not be loaded."
            stale={view !== null}
          />
          {view}
        </CardContent>
      </Card>
    </section>
  );
}
