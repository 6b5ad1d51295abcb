import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Request, Response } from 'express';
import type { Db } from '@barteraid/infra';
import { verifyCredentials } from './credentials';
import { accountLockedMessage, type AuthRateLimits } from './rate-limits';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface User {
      id: string;
    }
  }
}

export interface SignInRefusal {
  status: number;
  message: string;
}

const INVALID = 'Invalid email or password. Please try again.';

/** The local strategy checks the password and the per-account failure limit. */
export function configurePassport(db: Db, limits: AuthRateLimits): passport.PassportStatic {
  const instance = new passport.Passport();
  instance.use(
    new LocalStrategy({ usernameField: 'email', passwordField: 'password' }, (email, password, done) => {
      void (async () => {
        const lockedFor = await limits.accountLockedFor(email);
        if (lockedFor > 0) return done(null, false, { status: 429, message: accountLockedMessage(lockedFor) } as never);
        const memberId = await verifyCredentials(db, email, password);
        if (!memberId) {
          await limits.recordFailure(email);
          return done(null, false, { status: 401, message: INVALID } as never);
        }
        await limits.recordSuccess(email);
        return done(null, { id: memberId });
      })().catch((error) => done(error));
    }),
  );
  // The session holds only the member id; everything else is read fresh from the read models.
  instance.serializeUser((user, done) => done(null, user.id));
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
