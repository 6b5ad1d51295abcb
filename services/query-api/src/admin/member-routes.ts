import { Router } from 'express';
import { z } from 'zod';
import { notFound, parseWith } from '@barteraid/infra';
import type { QueryDeps } from '../deps';
import { requireAdmin } from './require-admin';
import { adminMemberView } from './member-view';
import { ledgerLines } from './ledger-lines';
import { ledgerCsv } from './ledger-csv';
import { eventChain } from './event-chain';
import { adminMessages } from '@barteraid/events/messages/admin';
import { membersMessages } from '@barteraid/events/messages/members';

const memberPath = z.object({ id: z.guid({ error: 'id must be a member id (a UUID).' }) });
const eventPath = z.object({ id: z.guid({ error: 'id must be an event id (a UUID).' }) });

const noSuchMember = () => notFound(membersMessages.message('notFound'));

/** One member as an administrator sees them, their credit history with its provenance, and the log's events behind it. */
export function adminMemberRoutes(deps: QueryDeps): Router {
  const router = Router();
  const { db } = deps;

  router.get('/api/admin/members/:id', async (req, res) => {
    await requireAdmin(req, db);
    const { id } = parseWith(memberPath, req.params);
    const view = await adminMemberView(db, id.toLowerCase());
    if (!view) throw noSuchMember();
    res.set('Cache-Control', 'no-store').json(view);
  });

  /** The same credit history as CSV, the page's columns. */
  router.get('/api/admin/members/:id/ledger.csv', async (req, res) => {
    await requireAdmin(req, db);
    const { id } = parseWith(memberPath, req.params);
    const memberId = id.toLowerCase();
    const member = await db.selectFrom('members').select('id').where('id', '=', memberId).executeTakeFirst();
    if (!member) throw noSuchMember();
    const csv = ledgerCsv(await ledgerLines(db, memberId));
    res
      .set('Cache-Control', 'no-store')
      .set('Content-Type', 'text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="credit-history-${memberId}.csv"`)
      .send(csv);
  });

  /** One event as the log stores it, with the events it follows from and those that follow from it. */
  router.get('/api/admin/events/:id', async (req, res) => {
    await requireAdmin(req, db);
    const { id } = parseWith(eventPath, req.params);
    const chain = await eventChain(db, id.toLowerCase());
    if (!chain) throw notFound(adminMessages.message('eventNotFound'));
    res.set('Cache-Control', 'no-store').json(chain);
  });

  return router;
}
