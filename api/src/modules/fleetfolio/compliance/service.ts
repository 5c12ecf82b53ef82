import {
  COMPLIANCE_DOCUMENT_LABELS,
  COMPLIANCE_WINDOW_DAYS,
  type ComplianceDocument,
  type ComplianceItem,
  type ComplianceView,
  expiredDriverPaper,
  utcDayOf,
} from '@freight/contracts';
import type { TmsDriver } from '../../../db/models';
import { carrierData, type Stored } from '../../../db/ownerScope';
import { conflict } from '../../../http/errors';
import { dateToDay } from '../shared/dates';

const DAY_MS = 86_400_000;

/** The calendar day (UTC) of `now`, as the stored expiry days are. */
export const dayOf = utcDayOf;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const fullName = (driver: Stored<TmsDriver>) =>
  [driver.firstName, driver.lastName].filter(Boolean).join(' ');

type Paper = [ComplianceDocument, Date | null | undefined];

function itemsOf(
  record: Pick<ComplianceItem, 'recordType' | 'recordId' | 'recordLabel'>,
  papers: Paper[],
  today: string,
): ComplianceItem[] {
  return papers
    .filter((paper): paper is [ComplianceDocument, Date] => Boolean(paper[1]))
    .map(([document, date]) => {
      const expiresOn = dateToDay(date);
      return { ...record, document, expiresOn, daysLeft: daysBetween(today, expiresOn) };
    });
}

/**
 * Every paper of the carrier's drivers (CDL, medical card) and equipment (registration,
 * insurance, annual inspection) that has expired, or runs out within 30 days. A paper is valid
 * through its expiry day.
 */
export async function complianceView(carrierId: string, now = new Date()): Promise<ComplianceView> {
  const today = dayOf(now);
  const data = carrierData(carrierId);
  const [drivers, trucks, trailers] = await Promise.all([
    data.drivers.find({}, { sort: { firstName: 1 } }),
    data.trucks.find({}, { sort: { truckNumber: 1 } }),
    data.trailers.find({}, { sort: { trailerNumber: 1 } }),
  ]);
  const equipmentPapers = (unit: {
    registrationExpiration?: Date | null;
    insuranceExpiration?: Date | null;
    inspectionExpiration?: Date | null;
  }): Paper[] => [
    ['registration', unit.registrationExpiration],
    ['insurance', unit.insuranceExpiration],
    ['inspection', unit.inspectionExpiration],
  ];
  const items = [
    ...drivers.flatMap((driver) =>
      itemsOf(
        { recordType: 'driver', recordId: String(driver._id), recordLabel: fullName(driver) },
        [
          ['cdl', driver.licenseExpiration],
          ['medical_card', driver.medicalCardRenewal],
        ],
        today,
      ),
    ),
    ...trucks.flatMap((truck) =>
      itemsOf(
        { recordType: 'truck', recordId: String(truck._id), recordLabel: truck.truckNumber },
        equipmentPapers(truck),
        today,
      ),
    ),
    ...trailers.flatMap((trailer) =>
      itemsOf(
        {
          recordType: 'trailer',
          recordId: String(trailer._id),
          recordLabel: trailer.trailerNumber,
        },
        equipmentPapers(trailer),
        today,
      ),
    ),
  ].sort((a, b) => a.daysLeft - b.daysLeft);
  return {
    today,
    expired: items.filter((item) => item.daysLeft < 0),
    expiring: items.filter((item) => item.daysLeft >= 0 && item.daysLeft <= COMPLIANCE_WINDOW_DAYS),
  };
}

const usDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/**
 * A driver whose CDL or medical card has expired cannot take a trip: 409 naming the paper and
 * the day it ran out.
 */
export function refuseExpiredDriver(driver: Stored<TmsDriver>, now = new Date()): void {
  const expired = expiredDriverPaper(
    {
      licenseExpiration: dateToDay(driver.licenseExpiration),
      medicalCardExpiration: dateToDay(driver.medicalCardRenewal),
    },
    dayOf(now),
  );
  if (!expired) return;
  throw conflict(
    `${fullName(driver)}'s ${COMPLIANCE_DOCUMENT_LABELS[expired.document]} expired on ${usDay(expired.expiresOn)}. ` +
      'Update it under Drivers before assigning a trip.',
  );
}
