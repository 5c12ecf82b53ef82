/** Variables global-setup.ts sets for the test workers. */
export const STACK_ENV = {
  baseUrl: 'E2E_BASE_URL',
  apiUrl: 'E2E_API_URL',
  mongoUri: 'E2E_MONGODB_URI',
  database: 'E2E_DATABASE',
  controlUrl: 'E2E_CONTROL_URL',
  adminUsername: 'E2E_ADMIN_USERNAME',
  adminPassword: 'E2E_ADMIN_PASSWORD',
  companyPhone: 'E2E_COMPANY_PHONE',
} as const;

export function stackValue(key: keyof typeof STACK_ENV): string {
  const value = process.env[STACK_ENV[key]];
  if (!value)
    throw new Error(
      `${STACK_ENV[key]} is not set: run the tests with \`npm test -w e2e\` (global setup starts the site)`,
    );
  return value;
}
