import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

interface ReportBarChartProps {
  rows: object[];
  /** The field named along the x axis. */
  xKey: string;
  /** Two series: the first red, the second blue, as every report chart draws them. */
  bars: [BarSeries, BarSeries];
  height: number;
}

interface BarSeries {
  key: string;
  name: string;
}

const FILLS = ['#dc2626', '#1e40af'];

/** A report's two-series bar chart; nothing while the report has no rows. */
export function ReportBarChart({ rows, xKey, bars, height }: ReportBarChartProps) {
  if (rows.length === 0) return null;
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows} accessibilityLayer>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey={xKey} />
        <YAxis />
        <Tooltip />
        <Legend />
        {bars.map((bar, index) => (
          <Bar key={bar.key} dataKey={bar.key} name={bar.name} fill={FILLS[index]} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
