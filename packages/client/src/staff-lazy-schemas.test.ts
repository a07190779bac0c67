import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaffClient } from './staff';
import { sendJson, startTestServer, type TestServer } from './test-server';

// In a file of its own, whose module registry starts empty: nothing has loaded the answer schemas until the
// client parses its first answer, and no other test pays for building them again.
const schemasLoaded = vi.hoisted(() => vi.fn());
vi.mock('./staffSchemas', async (importOriginal) => {
  schemasLoaded();
  return importOriginal();
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

describe('the staff client', () => {
  it("builds no schema for the queue's open: the person and the feed as the server types them, the schemas with the first call that parses", async () => {
    const staff = createStaffClient({ baseURL: server.baseURL });
    const feed = { claims: [], nextCursor: null, counts: { all: 0 }, countsCappedAt: null };
    server.handle((_request, response) => sendJson(response, 200, feed));
    expect(await staff.claims()).toEqual(feed);
    expect(await staff.me()).toEqual(feed);
    expect(schemasLoaded).not.toHaveBeenCalled();
    server.handle((_request, response) => sendJson(response, 200, [{ id: 'l1' }]));
    await expect(staff.labels('aurora')).rejects.toMatchObject({ statusMessage: 'Invalid Answer' });
    expect(schemasLoaded).toHaveBeenCalledOnce();
  });
});
