export const CDL_CLASSES = ['A', 'B', 'C'] as const;
export type CdlClass = (typeof CDL_CLASSES)[number];
/** As the application form offers them (spec 000 §5: 'CDL Class A'). */
export const CDL_CLASS_LABELS: Record<CdlClass, string> = {
  A: 'Class A',
  B: 'Class B',
  C: 'Class C',
};

export const YES_NO = ['yes', 'no'] as const;
export type YesNo = (typeof YES_NO)[number];
export const YES_NO_LABELS: Record<YesNo, string> = { yes: 'Yes', no: 'No' };

/** Makes offered on the owner-operator form (spec 000 §5). */
export const OWNER_OPERATOR_TRUCK_MAKES = [
  'Freightliner',
  'Peterbilt',
  'Kenworth',
  'Volvo',
  'Mack',
  'International',
  'Western Star',
  'Other',
] as const;
export type OwnerOperatorTruckMake = (typeof OWNER_OPERATOR_TRUCK_MAKES)[number];

export const MAINTENANCE_CHOICES = ['escrow', 'self'] as const;
export type MaintenanceChoice = (typeof MAINTENANCE_CHOICES)[number];
export const MAINTENANCE_CHOICE_LABELS: Record<MaintenanceChoice, string> = {
  escrow: 'Escrow Account',
  self: 'Self-Maintenance',
};

export const MIN_TRUCK_YEAR = 2010;
export const VIN_MAX_LENGTH = 17;
export const MAX_YEARS_EXPERIENCE = 60;

/** The newest truck year accepted: next year (spec 000 §5). */
export function maxTruckYear(now = new Date()): number {
  return now.getFullYear() + 1;
}

export const APPLICATION_TEXT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  address: 300,
  cdlNumber: 30,
  employer: 200,
  accidentDetails: 2000,
  truckModel: 100,
} as const;

/** Texts of both application flows (spec 000 §5, §8). */
export const APPLICATION_MESSAGES = {
  missingFileTitle: 'Missing Required File',
  missingFileDescription: 'Please upload your CDL document before submitting.',
  invalidFormTitle: 'Form Validation Error',
  invalidFormDescription: 'Please check all required fields and fix any errors before submitting.',
  successTitle: 'Application Submitted',
  successDescription:
    "Thank you for your interest! We'll review your application and contact you soon.",
  failureTitle: 'Error',
  failureDescription: 'Failed to submit application. Please try again.',
  submit: 'Submit Application',
  submitting: 'Submitting Application...',
} as const;

export const APPLICATION_FIELD_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  address: 'Address is required',
  cdlNumber: 'CDL number is required',
  cdlClass: 'Please select a CDL class',
  yearsExperience: 'Years of experience must be at least 1',
  hasDui: 'Please select DUI history',
  hasAccidents: 'Please select accident history',
  accidentDetails: 'Accident details are required when you have accident history',
  truckYear: `Truck year must be between ${MIN_TRUCK_YEAR} and next year`,
  truckMake: 'Please select a truck make',
  truckModel: 'Truck model is required',
  truckVin: `VIN is required (at most ${VIN_MAX_LENGTH} letters and digits)`,
  maintenanceChoice: 'Please select a maintenance option',
} as const;

export interface DriverApplicationInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  cdlNumber: string;
  cdlClass: CdlClass;
  yearsExperience: number;
  previousEmployer?: string;
  hasDui: YesNo;
  hasAccidents: YesNo;
  accidentDetails?: string;
  isAvailableImmediately?: boolean;
}

export interface OwnerOperatorApplicationInput extends DriverApplicationInput {
  truckYear: number;
  truckMake: OwnerOperatorTruckMake;
  truckModel: string;
  truckVin: string;
  maintenanceChoice: MaintenanceChoice;
  previousCarrier?: string;
}

/** Blank values of the driver form; DUI and accident history default to no. */
export const EMPTY_DRIVER_APPLICATION = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  cdlNumber: '',
  cdlClass: '',
  yearsExperience: '',
  previousEmployer: '',
  hasDui: 'no',
  hasAccidents: 'no',
  accidentDetails: '',
  isAvailableImmediately: false,
};
export type DriverApplicationFormValues = typeof EMPTY_DRIVER_APPLICATION;

/** Blank values of the owner-operator form; the truck year starts at the current year. */
export function emptyOwnerOperatorApplication(now = new Date()) {
  return {
    ...EMPTY_DRIVER_APPLICATION,
    truckYear: String(now.getFullYear()),
    truckMake: '',
    truckModel: '',
    truckVin: '',
    maintenanceChoice: '',
    previousCarrier: '',
  };
}
export type OwnerOperatorApplicationFormValues = ReturnType<typeof emptyOwnerOperatorApplication>;

/** Multipart file fields of both application kinds. */
export const APPLICATION_FILE_FIELDS = ['cdlDocument', 'medicalCard'] as const;
export type ApplicationFileField = (typeof APPLICATION_FILE_FIELDS)[number];
