import { sendMail } from '../../mail';
import { useTestDatabase } from '../../test';
import { signedInAdmin } from '../admin-auth/testing';

const context = useTestDatabase();

describe('sent mail', () => {
  it('shows admins what the local catcher received, newest first', async () => {
    expect(await sendMail({ to: 'first@example.test', subject: 'First', text: 'one' })).toBe(true);
    expect(await sendMail({ to: 'second@example.test', subject: 'Second', text: 'two' })).toBe(
      true,
    );
    const agent = await signedInAdmin(context);
    let body: { catching: boolean; messages: Array<{ subject: string; to: string[] }> } = {
      catching: false,
      messages: [],
    };
    for (let attempt = 0; attempt < 50 && body.messages.length < 2; attempt += 1) {
      body = (await agent.get('/api/admin/sent-mail').expect(200)).body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(body.catching).toBe(true);
    expect(body.messages.map((mail) => mail.subject)).toEqual(['Second', 'First']);
    expect(body.messages[1]?.to).toEqual(['first@example.test']);
    await agent.get('/api/admin/sent-mail?limit=0').expect(400);
    await agent.get('/api/admin/sent-mail?page=2').expect(400);
  });
});
