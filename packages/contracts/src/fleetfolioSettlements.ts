import Joi from 'joi';
import { ISO_DATE, isCalendarDate, type PayType } from './fleetfolio';
import { friendly } from './friendlyMessages';
import { listQuerySchema } from './listQuery';

// --- Driver pay: advances, deductions and settlements (issue 22) ----------------------------

/** What a pay item is: an advance already paid to the driver, or a deduction from their pay. */
export const PAY_ITEM_CATEGORY_LABELS = {
  advance: 'Pay advance',
  fuel_card: 'Fuel card',
  escrow: 'Escrow',
  equipment: 'Equipment',
  other: 'Other deduction',
} as const;
export type PayItemCategory = keyof typeof PAY_ITEM_CATEGORY_LABELS;
export const PAY_ITEM_CATEGORIES = Object.keys(PAY_ITEM_CATEGORY_LABELS) as PayItemCategory[];
export type PayItemKind = 'advance' | 'deduction';
/** Only `advance` is an advance; every other category is deducted from the driver's pay. */
export const payItemKindOf = (category: PayItemCategory): PayItemKind =>
  category === 'advance' ? 'advance' : 'deduction';

export const SETTLEMENT_STATUS_LABELS = {
  draft: 'Draft',
  approved: 'Approved',
  paid: 'Paid',
} as const;
export type SettlementStatus = keyof typeof SETTLEMENT_STATUS_LABELS;
export const SETTLEMENT_STATUSES = Object.keys(SETTLEMENT_STATUS_LABELS) as SettlementStatus[];

/** The longest pay period one settlement covers. */
export const SETTLEMENT_PERIOD_MAX_DAYS = 31;

/** Texts of the Settlements tab and of the API's refusals. */
export const FLEET_SETTLEMENT_MESSAGES = {
  noSettlements: 'No settlements yet. Choose a driver and a pay period to settle their trips.',
  nothingToSettle:
    'Nothing to settle: the driver has no completed trips, advances or deductions in this period that another approved settlement has not taken',
  periodOrder: 'The period cannot end before it starts',
  periodTooLong: `A pay period is at most ${SETTLEMENT_PERIOD_MAX_DAYS} days`,
  settlementCreatedTitle: 'Settlement Created',
  settlementApprovedTitle: 'Settlement Approved',
  settlementPaidTitle: 'Settlement Paid',
  payItemRecordedTitle: 'Pay Item Recorded',
} as const;

const DAY_MS = 86_400_000;

const id = (label: string) =>
  Joi.string()
    .pattern(/^[0-9a-f]{24}$/i)
    .label(label)
    .messages({
      'string.pattern.base': `${label} is not valid`,
      'any.required': `Choose a ${label.toLowerCase()}`,
      'string.empty': `Choose a ${label.toLowerCase()}`,
    });

const day = (label: string) =>
  Joi.string()
    .trim()
    .pattern(ISO_DATE)
    .custom((value: string, helpers) =>
      isCalendarDate(value) ? value : helpers.error('string.pattern.base'),
    )
    .required()
    .label(label)
    .messages({
      'any.required': `${label} is required`,
      'string.empty': `${label} is required`,
      'string.pattern.base': `${label} must be a valid date`,
    });

export interface PayItemInput {
  driverId: string;
  category: PayItemCategory;
  /** Dollars, more than 0, to the cent. */
  amount: number;
  /** YYYY-MM-DD: the day it was paid or charged; a settlement of a period takes the items dated in it. */
  itemDate: string;
  note: string;
}

export const payItemSchema = friendly(
  Joi.object<PayItemInput>({
    driverId: id('Driver').required(),
    category: Joi.string()
      .valid(...PAY_ITEM_CATEGORIES)
      .required()
      .label('Type')
      .messages({ 'any.only': 'Choose a type from the list', 'any.required': 'Type is required' }),
    amount: Joi.number()
      .empty('')
      .greater(0)
      .max(1_000_000)
      .precision(2)
      .required()
      .label('Amount')
      .messages({
        'any.required': 'Amount is required',
        'number.base': 'Amount must be a number',
        'number.greater': 'Amount must be more than 0',
        'number.max': 'Amount is too large',
        'number.precision': 'Amount is in dollars and cents',
      }),
    itemDate: day('Date'),
    note: Joi.string().trim().max(200).allow('').default('').label('Note'),
  }),
);

/**
 * What the Advances and Deductions table sorts by (`GET /pay-items/page`); the search is the
 * driver's name or the note, the "status" filter the type, the dates the item's day.
 */
export const PAY_ITEM_LIST_SORTS = ['itemDate', 'category', 'amount', 'createdAt'] as const;
export type PayItemListSort = (typeof PAY_ITEM_LIST_SORTS)[number];
export const payItemListQuerySchema = listQuerySchema<PayItemCategory, PayItemListSort>({
  statuses: PAY_ITEM_CATEGORIES,
  sortFields: PAY_ITEM_LIST_SORTS,
  defaultSort: { sort: 'itemDate', dir: 'desc' },
});

export interface PayItemView {
  id: string;
  driverId: string;
  driverName: string;
  kind: PayItemKind;
  category: PayItemCategory;
  amount: number;
  itemDate: string;
  note: string;
  /** The approved or paid settlement that took it, or null while it is unsettled. */
  settlementId: string | null;
  settlementNumber: string;
}

export interface SettlementInput {
  driverId: string;
  /** YYYY-MM-DD, first day of the pay period. */
  periodStart: string;
  /** YYYY-MM-DD, last day of the pay period (included). */
  periodEnd: string;
}

export const settlementSchema = friendly(
  Joi.object<SettlementInput>({
    driverId: id('Driver').required(),
    periodStart: day('Period start'),
    // On the end field, so the form shows the refusal next to it.
    periodEnd: day('Period end').custom((value: string, helpers) => {
      const start = (helpers.state.ancestors[0] as { periodStart?: unknown }).periodStart;
      if (typeof start !== 'string' || !isCalendarDate(start)) return value;
      const days = (Date.parse(value) - Date.parse(start)) / DAY_MS;
      if (days < 0) return helpers.error('period.order');
      if (days + 1 > SETTLEMENT_PERIOD_MAX_DAYS) return helpers.error('period.length');
      return value;
    }),
  }).messages({
    'period.order': FLEET_SETTLEMENT_MESSAGES.periodOrder,
    'period.length': FLEET_SETTLEMENT_MESSAGES.periodTooLong,
  }),
);

/**
 * What the Settlements table sorts by (`GET /settlements/page`); the search is the settlement
 * number or the driver's name, the dates the last day of the pay period.
 */
export const SETTLEMENT_LIST_SORTS = [
  'periodEnd',
  'settlementNumber',
  'driverName',
  'status',
  'netPay',
  'createdAt',
] as const;
export type SettlementListSort = (typeof SETTLEMENT_LIST_SORTS)[number];
export const settlementListQuerySchema = listQuerySchema<SettlementStatus, SettlementListSort>({
  statuses: SETTLEMENT_STATUSES,
  sortFields: SETTLEMENT_LIST_SORTS,
  defaultSort: { sort: 'periodEnd', dir: 'desc' },
});

/** One trip of a settlement, with the pay worked out when the settlement was drawn up. */
export interface SettlementTripLine {
  tripId: string;
  tripNumber: string;
  /** YYYY-MM-DD: the day the trip's last stop was completed. */
  completedOn: string;
  route: string;
  miles: number;
  hours: number;
  revenue: number;
  payType: PayType;
  payRate: number;
  pay: number;
}

export interface SettlementItemLine {
  itemId: string;
  kind: PayItemKind;
  category: PayItemCategory;
  itemDate: string;
  note: string;
  amount: number;
}

export interface SettlementView {
  id: string;
  settlementNumber: string;
  driverId: string;
  driverName: string;
  periodStart: string;
  periodEnd: string;
  status: SettlementStatus;
  trips: SettlementTripLine[];
  items: SettlementItemLine[];
  /** Sum of the trips' pay. */
  grossPay: number;
  advances: number;
  deductions: number;
  /** grossPay - advances - deductions; below 0 when the driver owes the carrier. */
  netPay: number;
  createdAt: string;
  approvedAt: string | null;
  paidAt: string | null;
}

export const settlementPdfName = (settlementNumber: string) =>
  `Settlement-${settlementNumber.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;

/** Approved and paid settlements whose period ends in the report's year (financial report). */
export interface FinancialSettlements {
  rows: Array<{
    id: string;
    settlementNumber: string;
    driverName: string;
    periodStart: string;
    periodEnd: string;
    status: Exclude<SettlementStatus, 'draft'>;
    grossPay: number;
    advances: number;
    deductions: number;
    netPay: number;
  }>;
  grossPay: number;
  advances: number;
  deductions: number;
  netPay: number;
  /** Net of the approved settlements not marked paid yet. */
  unpaid: number;
}
