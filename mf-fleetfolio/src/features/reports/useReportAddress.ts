import { reportPeriodSchema } from '@freight/contracts';
import { useAddressParams } from '../../shared/useAddressParams';

export type ReportName = 'IFTA' | 'Financial' | 'Fleet';

const REPORT_NAMES: readonly ReportName[] = ['IFTA', 'Financial', 'Fleet'];

const now = new Date();
const THIS_YEAR = now.getFullYear();
const THIS_QUARTER = Math.floor(now.getMonth() / 3) + 1;

/** The year in `text` when the report period's contract takes it ('2025'), else undefined. */
export function yearOf(text: string | null): number | undefined {
  const { error, value } = reportPeriodSchema.validate({ year: text ?? undefined });
  return error ? undefined : value.year;
}

function quarterOf(text: string | null): number | undefined {
  const { error, value } = reportPeriodSchema.validate({
    year: THIS_YEAR,
    quarter: text ?? undefined,
  });
  return error ? undefined : value.quarter;
}

/**
 * The open report and its period in the address (`?report=financial&year=2025`, `?quarter=2`
 * for IFTA), so Back returns to the report seen before and a reload or a link shows the same
 * figures. Without them, or with values the contract refuses: IFTA for this year and quarter
 * (not written). A report or quarter chosen is a history entry; the year, typed, replaces it.
 */
export function useReportAddress() {
  const { params, set } = useAddressParams();
  const asked = params.get('report');
  return {
    report: REPORT_NAMES.find((name) => name.toLowerCase() === asked) ?? 'IFTA',
    year: yearOf(params.get('year')) ?? THIS_YEAR,
    quarter: quarterOf(params.get('quarter')) ?? THIS_QUARTER,
    openReport: (name: ReportName) =>
      set({ report: name === 'IFTA' ? undefined : name.toLowerCase() }),
    showYear: (year: number) => set({ year: String(year) }, true),
    showQuarter: (quarter: number) => set({ quarter: String(quarter) }),
  };
}
