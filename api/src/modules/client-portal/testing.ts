import type { TestContext } from '../../test';
import { ClientPortalUserModel } from '../../db/models';

/** Registers a client through the API and confirms the address as its mailed link would. */
export async function confirmedClientAgent(context: TestContext, email: string) {
  const agent = context.agent();
  await agent
    .post('/api/client-portal/register')
    .send({ email, password: 'a long password', companyName: email, contactName: 'Contact' })
    .expect(201);
  await ClientPortalUserModel.updateOne({ email }, { $set: { emailVerifiedAt: new Date() } });
  return agent;
}
