/** The contact and postal fields a carrier keeps for a customer or an address-book entry. */
export const contactFields = {
  contactName: { type: String, trim: true },
  email: { type: String, trim: true, lowercase: true },
  phone: { type: String, trim: true },
  address: { type: String, trim: true },
  city: { type: String, trim: true },
  state: { type: String, trim: true },
  zipCode: { type: String, trim: true },
} as const;
