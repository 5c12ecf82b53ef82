import { COMPANY_DEFAULTS } from '@freight/contracts';
import { useGetCompanySettingsQuery } from '@freight/runtime';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Fetched company contact details, each falling back to the built-in default until it loads. */
export function useCompanyContact() {
  const { data } = useGetCompanySettingsQuery();
  const pick = (key: 'companyName' | 'phone' | 'usdotNumber' | 'mcNumber') =>
    data?.[key] || COMPANY_DEFAULTS[key];
  const phone = pick('phone');
  return {
    companyName: pick('companyName'),
    phone,
    phoneHref: telHref(phone),
    usdotNumber: pick('usdotNumber'),
    mcNumber: pick('mcNumber'),
  };
}
