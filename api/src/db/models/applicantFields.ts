/**
 * The person, CDL and review fields both job applications store (driver_applications and
 * owner_operator_applications): one definition so the two collections cannot drift apart.
 */
export const applicantFields = {
  firstName: { type: String, required: true, trim: true },
  lastName: { type: String, required: true, trim: true },
  email: { type: String, required: true, trim: true, lowercase: true },
  phone: { type: String, required: true, trim: true },
  address: { type: String, required: true, trim: true },
  cdlNumber: { type: String, required: true, trim: true },
  cdlClass: { type: String, required: true, enum: ['A', 'B', 'C'] },
  yearsExperience: { type: Number, required: true, min: 1, validate: Number.isInteger },
  hasDui: { type: String, required: true, enum: ['yes', 'no'] },
  hasAccidents: { type: String, required: true, enum: ['yes', 'no'] },
  cdlDocumentUrl: { type: String },
  medicalCardUrl: { type: String },
  previousEmployer: { type: String, trim: true },
  accidentDetails: { type: String },
  isAvailableImmediately: { type: Boolean, default: false },
  status: { type: String, default: 'pending' },
  submittedAt: { type: Date, default: Date.now },
} as const;
