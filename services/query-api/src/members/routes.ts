import { Router } from 'express';
import { cardPaymentsEnabled, notFound, requireActor, unauthorized } from '@barteraid/infra';
import type { MemberListings, PublicConfig } from '@barteraid/events/contracts/members';
import { readTimeOf, type QueryDeps } from '../deps';
import { memberProfile } from './profile';
import { memberIdByUsername, memberListings, publicProfile } from './public-profile';
import { parsePageRequest } from './newest-first';
import { ownerHiddenFrom } from '../moderation/visibility';
import { membersMessages } from '@barteraid/events/messages/members';

export const MEMBER_NOT_FOUND = membersMessages.message('notFound');

export function memberRoutes(deps: QueryDeps): Router {
  const router = Router();
  router.get('/api/auth/me', async (req, res) => {
    const actor = requireActor(req);
    const profile = await memberProfile(deps.db, actor.memberId, deps.config.OWNER_EMAIL, readTimeOf(deps));
    if (!profile) throw unauthorized();
    res.set('Cache-Control', 'no-store').json(profile);
  });
  /** A member's public profile: anyone may read it; nothing private is in it. */
  router.get('/api/members/:username', async (req, res) => {
    const profile = await publicProfile(deps.db, String(req.params.username), readTimeOf(deps));
    if (!profile) throw notFound(MEMBER_NOT_FOUND);
    res.set('Cache-Control', 'no-cache').json(profile);
  });
  /** The member's active listings on their profile, newest first. */
  router.get('/api/members/:username/listings', async (req, res) => {
    const page = parsePageRequest(req.query);
    const memberId = await memberIdByUsername(deps.db, String(req.params.username));
    if (!memberId) throw notFound(MEMBER_NOT_FOUND);
    // A suspended member's listings, and those of a member who blocked the viewer, are not shown.
    if (await ownerHiddenFrom(deps.db, memberId, req.actor?.memberId ?? null, readTimeOf(deps))) {
      const none: MemberListings = { listings: [], nextCursor: null };
      return void res.set('Cache-Control', 'no-cache').json(none);
    }
    res.set('Cache-Control', 'no-cache').json(await memberListings(deps.db, memberId, page));
  });
  /** Public settings the client needs before anyone signs in. */
  router.get('/api/config', (_req, res) => {
    const config: PublicConfig = {
      helplinePhone: deps.config.HELPLINE_PHONE,
      altLoginPages: deps.config.ENABLE_ALT_LOGIN_PAGES,
      stripePublishableKey: cardPaymentsEnabled(deps.config) ? deps.config.STRIPE_PUBLISHABLE_KEY! : null,
      mapTilesUrl: deps.config.MAP_TILES_URL ?? null,
      mapTilesAttribution: deps.config.MAP_TILES_ATTRIBUTION ?? null,
    };
    res.json(config);
  });
  return router;
}
