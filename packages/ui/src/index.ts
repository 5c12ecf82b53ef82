export { theme, media, TOUCH_TARGET } from './theme';
export type { FreightTheme, BadgeColor } from './theme';
export { ThemeProvider } from './ThemeProvider';
export { Button } from './Button';
export type { ButtonVariant, ButtonSize } from './Button';
export { Input, Textarea, Select } from './Input';
export { Field } from './Field';
export type { FieldProps } from './Field';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './Card';
export { Badge } from './Badge';
export { Container, VisuallyHidden, Skeleton, Alert } from './Layout';
export { Spinner } from './Spinner';
export { RetryAlert } from './RetryAlert';
export { standaloneLink } from './links';
export { scrollToSection, scrollToTop } from './scrollToSection';
export { Dialog } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';
export { Tabs, TabList, Tab, TabPanel } from './Tabs';
export { createValueStore } from './valueStore';
export type { ValueStore } from './valueStore';
export type { TabsProps } from './Tabs';
export { Timeline } from './Timeline';
export type { TimelineEntry } from './Timeline';
export { DetailList } from './DetailList';
export type { DetailItem } from './DetailList';
export * from './address';
export { SuggestionPopup, SuggestionOption } from './Suggestions';
export { DataTable } from './table/DataTable';
export type { DataTableProps } from './table/DataTable';
export { rowsToCsv, downloadCsv } from './table/csv';
export { SEARCH_PAUSE_MS } from './table/TableFilters';
export type {
  DataTableColumn,
  DataTableFilters,
  RowOpener,
  TableNoun,
  TableSort,
  SortDirection,
  ChoiceOption,
  CsvValue,
} from './table/types';
