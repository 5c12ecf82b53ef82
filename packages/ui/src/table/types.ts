import type { ReactNode } from 'react';

/** A value a CSV export writes for a cell (see `@freight/contracts` toCsv). */
export type CsvValue = string | number;

export interface DataTableColumn<Row> {
  /** Unique within the table; also the sort field sent to the server for a sortable column. */
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  sortable?: boolean;
  /** 'end' for numbers and money, so digits line up. */
  align?: 'start' | 'end';
  /** The text of this column in a CSV export; columns without it (and not text) are left out. */
  csv?: (row: Row) => CsvValue;
}

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  key: string;
  dir: SortDirection;
}

export interface ChoiceOption {
  value: string;
  label: string;
}

/** The filters a table offers; each is controlled by the caller (e.g. from the URL). */
export interface DataTableFilters {
  search?: { label: string; value: string; onChange: (value: string) => void; maxLength?: number };
  status?: {
    label: string;
    value: string;
    options: ChoiceOption[];
    onChange: (value: string) => void;
    /** The option for no filter; 'All statuses' unless given. */
    allLabel?: string;
  };
  dateRange?: {
    fromLabel: string;
    toLabel: string;
    from: string;
    to: string;
    onChange: (range: { from: string; to: string }) => void;
  };
}

/**
 * How a row opens its record: the first column's content becomes a link (with `href`) or a
 * button; `onOpen` handles a plain click (e.g. the router's navigate), `href` keeps open-in-new-tab.
 */
export interface RowOpener<Row> {
  href?: (row: Row) => string;
  onOpen?: (row: Row) => void;
}

/** The count's words: "Showing 25 of 1,234 quotes". */
export interface TableNoun {
  one: string;
  other: string;
  /** What an empty list says when nothing is filtered; "No <other> yet." unless given. */
  none?: string;
}
