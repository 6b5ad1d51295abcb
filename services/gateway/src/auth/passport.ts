import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Request, Response } from 'express';
import type { Db } from '@barteraid/infra';
import { gatewayDbOf } from '../read-models';
import { verifyCredentials } from './credentials';
import { suspendedMessage, suspensionOf } from './suspension';
import { accountLockedMessage, type AuthRateLimits } from './rate-limits';
import { authMessages } from '@barteraid/events/messages/auth';
import type { MessageData } from '@barteraid/events/messages/catalogue';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface User {
      id: string;
      /** Set at sign-in only; see sessions/session-validity.ts. */
      credentialStamp?: string;
    }
  }
}

export interface SignInRefusal {
  status: number;
  message: MessageData;
}

const INVALID = authMessages.message('invalidCredentials');

/**
 * The local strategy: an attempt takes one of the account's failure points before the password
 * is checked, so parallel guesses cannot all be checked before the first failure is counted;
 * a successful sign-in gives the account its points back. A suspended member with the right
 * password is refused (403) with the reason and how to appeal (`clock`: the time suspensions end by).
 */
export function configurePassport(db: Db, limits: AuthRateLimits, clock: () => Date = () => new Date()): passport.PassportStatic {
  const reads = gatewayDbOf(db);
  const instance = new passport.Passport();
  instance.use(
    new LocalStrategy({ usernameField: 'email', passwordField: 'password' }, (email, password, done) => {
      void (async () => {
        const lockedFor = await limits.takeAccountAttempt(email);
        if (lockedFor > 0) return done(null, false, { status: 429, message: accountLockedMessage(lockedFor) } as never);
        const verified = await verifyCredentials(reads, email, password);
        if (!verified) return done(null, false, { status: 401, message: INVALID } as never);
        await limits.recordSuccess(email);
        // Only someone who knows the password learns of a suspension, and why.
        const suspension = await suspensionOf(reads, verified.memberId, clock());
        if (suspension) return done(null, false, { status: 403, message: suspendedMessage(suspension) } as never);
        return done(null, { id: verified.memberId, credentialStamp: verified.credentialStamp });
      })().catch((error) => done(error));
    }),
  );
  // The session holds the member id and which password they signed in with; everything else is read fresh from the read models.
  instance.serializeUser((req: Request, user: Express.User, done: (error: unknown, id?: string) => void) => {
    req.session.credentialStamp = user.credentialStamp;
    done(null, user.id);
  });
  instance.deserializeUser((id: string, done) => done(null, { id }));
  return instance as unknown as passport.PassportStatic;
}

/** Runs the local strategy and, on success, logs in (passport regenerates the session id). */
export function authenticate(
  instance: passport.PassportStatic,
  req: Request,
  res: Response,
): Promise<{ memberId: string } | SignInRefusal> {
  return new Promise((resolve, reject) => {
    instance.authenticate('local', (error: unknown, user: Express.User | false, info?: SignInRefusal) => {
      if (error) return reject(error);
      if (!user) return resolve(info?.status ? info : { status: 401, message: INVALID });
      req.logIn(user, (loginError) => (loginError ? reject(loginError) : resolve({ memberId: user.id })));
    })(req, res, (error: unknown) => reject(error));
  });
}
