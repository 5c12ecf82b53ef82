import { clientLoginSchema, clientRegistrationSchema } from './clientPortal';
import { CLIENT_PORTAL_MESSAGES as M } from './clientPortalTexts';

function messages(
  schema: typeof clientRegistrationSchema | typeof clientLoginSchema,
  value: object,
) {
  const { error } = schema.validate(value, { abortEarly: false });
  return (error?.details ?? []).map((detail) => detail.message);
}

describe('client registration', () => {
  const valid = {
    email: ' Ops@Example.COM ',
    password: 'long enough',
    companyName: 'Acme',
    contactName: 'Ann',
  };

  it('accepts a valid registration and normalises the email', () => {
    const { error, value } = clientRegistrationSchema.validate({ ...valid, phone: '' });
    expect(error).toBeUndefined();
    expect(value.email).toBe('ops@example.com');
  });

  it('names every broken rule with the spec texts', () => {
    expect(
      messages(clientRegistrationSchema, {
        email: 'not-an-email',
        password: 'short',
        companyName: '  ',
        contactName: '',
      }),
    ).toEqual([M.invalidEmail, M.passwordTooShort, M.companyNameRequired, M.contactNameRequired]);
  });

  it('treats missing fields like blank ones', () => {
    expect(messages(clientRegistrationSchema, {})).toEqual([
      M.invalidEmail,
      M.passwordTooShort,
      M.companyNameRequired,
      M.contactNameRequired,
    ]);
  });

  it('rejects unknown keys', () => {
    expect(clientRegistrationSchema.validate({ ...valid, isActive: false }).error).toBeDefined();
  });
});

describe('client login', () => {
  it('asks for a valid email and a password', () => {
    expect(messages(clientLoginSchema, { email: 'x', password: '' })).toEqual([
      M.invalidEmail,
      M.passwordRequired,
    ]);
  });
});
