import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendJson, startTestServer, type TestServer } from './test-server';

// In a file of its own: the module registry reset here made the staff tests after it build every answer
// schema again inside their own time.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

describe('the staff client', () => {
  it("builds no schema for the queue's open: the person and the feed as the server types them, the schemas with the first call that parses", async () => {
    const schemasLoaded = vi.fn();
    vi.resetModules();
    vi.doMock('./staffSchemas', async (importOriginal) => {
      schemasLoaded();
      return importOriginal();
    });
    try {
      const { createStaffClient: freshClient } = await import('./staff');
      const staff = freshClient({ baseURL: server.baseURL });
      const feed = { claims: [], nextCursor: null, counts: { all: 0 }, countsCappedAt: null };
      server.handle((_request, response) => sendJson(response, 200, feed));
      expect(await staff.claims()).toEqual(feed);
      expect(await staff.me()).toEqual(feed);
      expect(schemasLoaded).not.toHaveBeenCalled();
      server.handle((_request, response) => sendJson(response, 200, [{ id: 'l1' }]));
      await expect(staff.labels('aurora')).rejects.toMatchObject({ statusMessage: 'Invalid Answer' });
      expect(schemasLoaded).toHaveBeenCalledOnce();
    } finally {
      vi.doUnmock('./staffSchemas');
    }
  });
});
