/** @jest-environment jsdom */
import { createFreightStore } from '../store';
import { companySettingsApi, seedCompanySettings } from './companySettings';
import { PAGE_READS_ELEMENT_ID, resetPageReads, takePageRead } from './pageReads';

function pageWith(text: string) {
  document.getElementById(PAGE_READS_ELEMENT_ID)?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_READS_ELEMENT_ID;
  script.textContent = text;
  document.body.append(script);
  resetPageReads();
}

afterEach(() => {
  document.getElementById(PAGE_READS_ELEMENT_ID)?.remove();
  resetPageReads();
});

describe('takePageRead', () => {
  it('hands out each answer the page came with once, null included', () => {
    pageWith('{"/api/services":[{"name":"Power Only Service"}],"/api/company-settings":null}');
    expect(takePageRead('/api/services')).toEqual({ value: [{ name: 'Power Only Service' }] });
    expect(takePageRead('/api/services')).toBeUndefined();
    expect(takePageRead('/api/company-settings')).toEqual({ value: null });
    expect(takePageRead('/api/testimonials')).toBeUndefined();
  });

  it('has nothing on a page without reads, or with reads that are not a JSON object', () => {
    expect(takePageRead('/api/services')).toBeUndefined();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    pageWith('{"/api/services": [');
    expect(takePageRead('/api/services')).toBeUndefined();
    expect(error).toHaveBeenCalled();
    pageWith('[1, 2]');
    expect(takePageRead('0')).toBeUndefined();
    error.mockRestore();
  });
});

describe('seedCompanySettings', () => {
  it('fills the cache from the page without a request', () => {
    const fetchStub = jest.fn();
    global.fetch = fetchStub;
    pageWith('{"/api/company-settings":{"phone":"(555) 010-2030"}}');
    const store = createFreightStore();
    seedCompanySettings(store);
    const cached = companySettingsApi.endpoints.getCompanySettings.select()(store.getState());
    expect(cached.data).toEqual({ phone: '(555) 010-2030' });
    expect(cached.isSuccess).toBe(true);
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('leaves the cache alone when the page has no settings', () => {
    const store = createFreightStore();
    seedCompanySettings(store);
    const cached = companySettingsApi.endpoints.getCompanySettings.select()(store.getState());
    expect(cached.isUninitialized).toBe(true);
  });
});
