import { CLIENT_PORTAL_MESSAGES, FLEET_MESSAGES } from '@freight/contracts';
import { hashPassword } from '../auth/passwords';
import { ClientPortalUserModel, TmsUserModel } from '../db/models';
import { registration } from '../modules/fleetfolio/testing';
import { useTestDatabase } from '../test';
import { report } from './support';

const t = useTestDatabase();

const TOO_SHORT = 'Password must be at least 10 characters';
const COMMON = /^This password is .*common password.*Choose a less common one\.$/;
const PREDICTABLE = /^This password is made of repeats, sequences or keyboard patterns/;
const PERSONAL = /^This password is built on your name, company or email address/;

const clientBody = (email: string, password: string) => ({
  email,
  password,
  companyName: 'Acme Freight',
  contactName: 'Ann Ops',
});

/** Each weak password with the message its refusal must carry. */
const WEAK: Array<[string, string | RegExp]> = [
  ['password', TOO_SHORT],
  ['12345678', TOO_SHORT],
  ['aaaaaaaa', TOO_SHORT],
  ['123456789', TOO_SHORT],
  ['1234567890', COMMON],
  ['password123', COMMON],
  ['Password1!', COMMON],
  ['qwertyuiop', COMMON],
  ['aaaaaaaaaa', PREDICTABLE],
  ['abcdefghijk', PREDICTABLE],
];

describe('new passwords', () => {
  it('refuse short, common and predictable passwords for clients and carriers, storing nothing', async () => {
    const refused: string[] = [];
    for (const [password, message] of WEAK) {
      const client = await t
        .request()
        .post('/api/client-portal/register')
        .send(clientBody('weak@shipper.test', password));
      const carrier = await t
        .request()
        .post('/api/fleetfolio/register')
        .send(registration({ password, confirmPassword: password }));
      for (const [who, res] of [
        ['client', client],
        ['carrier', carrier],
      ] as const) {
        expect([who, password, res.status, res.body.errors?.password]).toEqual([
          who,
          password,
          400,
          message instanceof RegExp ? expect.stringMatching(message) : message,
        ]);
        expect(res.body.message).toEqual(res.body.errors.password);
      }
      refused.push(password);
    }
    expect(await ClientPortalUserModel.countDocuments()).toBe(0);
    expect(await TmsUserModel.countDocuments()).toBe(0);
    report(
      'weak passwords refused at registration',
      `${refused.length * 2}: ${refused.join(', ')}`,
    );
  });

  it('refuse a password built on the account’s own name, company or email', async () => {
    const res = await t
      .request()
      .post('/api/client-portal/register')
      .send(clientBody('dispatch@acmefreight.test', 'acmefreight2024'));
    expect([res.status, res.body.errors?.password]).toEqual([400, expect.stringMatching(PERSONAL)]);
  });

  it('accept a long uncommon password', async () => {
    await t
      .request()
      .post('/api/client-portal/register')
      .send(clientBody('fine@shipper.test', 'night shift password'))
      .expect(201);
    await t
      .request()
      .post('/api/fleetfolio/register')
      .send(
        registration({ password: 'fleet ops 2026 ready', confirmPassword: 'fleet ops 2026 ready' }),
      )
      .expect(201);
  });

  it('leave existing accounts with an old short password able to sign in', async () => {
    await ClientPortalUserModel.create({
      email: 'old@shipper.test',
      companyName: 'Old',
      contactName: 'Old',
      passwordHash: await hashPassword('password'),
    });
    await t
      .request()
      .post('/api/client-portal/login')
      .send({ email: 'old@shipper.test', password: 'password' })
      .expect(200);
    const carrier = registration();
    await TmsUserModel.create({
      email: carrier.email,
      companyName: carrier.companyName,
      contactName: carrier.contactName,
      passwordHash: await hashPassword('12345678'),
    });
    await t
      .request()
      .post('/api/fleetfolio/login')
      .send({ email: carrier.email, password: '12345678' })
      .expect(200);
  });

  it('keep the length rule and its message in the shared schemas', () => {
    expect(CLIENT_PORTAL_MESSAGES.passwordTooShort).toBe(TOO_SHORT);
    expect(FLEET_MESSAGES.passwordTooShort).toBe(TOO_SHORT);
  });
});
