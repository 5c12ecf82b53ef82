import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../helpers';

test('plans a truck trip from Chicago to Dallas through St. Louis', async ({ page, db }) => {
  const routes = db.collection('trip_planner_routes');
  const before = await routes.countDocuments({ origin: 'Chicago, Illinois, United States' });
  await page.goto('/trip-planner');
  await expect(page.getByRole('heading', { level: 1, name: 'Trip Planner' })).toBeVisible();

  const origin = page.getByRole('combobox', { name: /origin/i });
  await origin.fill('Chicago');
  await page.getByRole('option', { name: 'Chicago, Illinois, United States' }).click();
  await expect(origin).toHaveValue('Chicago, Illinois, United States');

  await page.getByRole('button', { name: 'Add waypoint' }).click();
  await page.getByRole('combobox', { name: 'Waypoint 1' }).fill('St. Louis, MO');
  await page.getByRole('combobox', { name: /destination/i }).fill('Dallas, TX');
  await page.getByLabel(/vehicle type/i).selectOption('truck');
  await page.getByLabel('Axles').selectOption('5');
  await page.getByLabel('Fuel type').selectOption('diesel');
  await page.getByLabel('Efficiency (MPG)').fill('6.5');
  await page.getByLabel('Price per gallon ($)').fill('3.89');
  await page.getByLabel('Toll tag').selectOption('ipass');
  await page.getByRole('button', { name: 'Calculate Route' }).click();

  const summary = page.getByRole('region', { name: 'Trip summary' });
  await expect(summary.getByText('Estimate', { exact: true })).toBeVisible();
  const distance = summary.locator('dt:text-is("Distance") + dd');
  await expect(distance).toHaveText(/^[\d,.]+ mi$/);
  const miles = Number((await distance.innerText()).replace(/[^\d.]/g, ''));
  expect(miles).toBeGreaterThan(850);
  expect(miles).toBeLessThan(1200);
  await expect(summary.locator('dt:text-is("Total cost") + dd')).toHaveText(
    /^\$[\d,]+\.\d{2} \(fuel only\)$/,
  );
  await expect(summary.getByText('Toll costs are not available offline')).toBeVisible();

  const states = summary.getByRole('table', { name: 'Miles by state' });
  for (const state of ['Illinois', 'Missouri', 'Texas']) {
    await expect(states.getByRole('rowheader', { name: state })).toBeVisible();
  }

  const map = summary.getByRole('img', { name: /^Route map from Chicago, IL to Dallas, TX/ });
  await expect(map).toBeVisible();
  await expect(map.getByTestId('route-line')).toHaveCount(1);
  await expect
    .poll(() => map.locator('[data-testid="state-shapes"] path').count())
    .toBeGreaterThan(45);

  const accessibility = await new AxeBuilder({ page }).include('main').analyze();
  expect(accessibility.violations.map((violation) => violation.id)).toEqual([]);

  expect(await routes.countDocuments({ origin: 'Chicago, Illinois, United States' })).toBe(
    before + 1,
  );
  const stored = await routes.findOne({}, { sort: { createdAt: -1 } });
  expect(stored).toMatchObject({ vehicleType: 'truck', truckAxles: 5, tagSelector: 'ipass' });
  expect(stored?.milesByState.map((part: { state: string }) => part.state)).toEqual(
    expect.arrayContaining(['IL', 'MO', 'TX']),
  );
  const stats = await db.collection('trip_planner_stats').findOne({});
  expect(stats?.pageVisits).toBeGreaterThanOrEqual(1);
  expect(stats?.routeSubmissions).toBeGreaterThanOrEqual(1);
});
