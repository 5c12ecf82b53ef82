import { MAINTENANCE_CHOICE_LABELS } from '@freight/contracts';
import type { MailMessage } from '../../mail';

export type ApplicationKind = 'driver' | 'owner-operator';

type Application = Record<string, unknown>;

const KIND_LABELS: Record<ApplicationKind, string> = {
  driver: 'CDL driver',
  'owner-operator': 'owner-operator',
};

function lines(kind: ApplicationKind, application: Application): string[] {
  const rows: Array<[string, unknown]> = [
    ['Name', `${String(application.firstName)} ${String(application.lastName)}`],
    ['Email', application.email],
    ['Phone', application.phone],
    ['Address', application.address],
    ['CDL', `${String(application.cdlNumber)} (Class ${String(application.cdlClass)})`],
    ['Years of experience', application.yearsExperience],
    ['Previous employer', application.previousEmployer],
    ['DUI history', application.hasDui],
    ['Accident history', application.hasAccidents],
    ['Accident details', application.accidentDetails],
    ['Available immediately', application.isAvailableImmediately ? 'yes' : 'no'],
    ['CDL document', application.cdlDocumentUrl ? 'attached' : 'not attached'],
    ['Medical card', application.medicalCardUrl ? 'attached' : 'not attached'],
  ];
  if (kind === 'owner-operator') {
    const choice = String(application.maintenanceChoice);
    rows.push(
      [
        'Truck',
        `${String(application.truckYear)} ${String(application.truckMake)} ${String(application.truckModel)}`,
      ],
      ['VIN', application.truckVin],
      ['Maintenance', MAINTENANCE_CHOICE_LABELS[choice as 'escrow' | 'self'] ?? choice],
      ['Previous carrier', application.previousCarrier],
    );
  }
  return rows
    .map(([name, value]) => [name, String(value ?? '').trim()])
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}: ${value}`);
}

/** The company's mail about a new application, to `to` (the notification address). */
export function newApplicationMail(
  kind: ApplicationKind,
  application: Application,
  to: string,
): MailMessage {
  const name = `${String(application.firstName)} ${String(application.lastName)}`;
  return {
    to,
    replyTo: String(application.email),
    subject: `New ${KIND_LABELS[kind]} application from ${name}`,
    text: [
      `A new ${KIND_LABELS[kind]} application was submitted on the website.`,
      '',
      ...lines(kind, application),
      '',
      'The files and the full application are in the admin panel.',
    ].join('\n'),
  };
}
