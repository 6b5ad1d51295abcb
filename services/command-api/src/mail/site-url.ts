import type { Config } from '@barteraid/infra';

/** The site's address for links in mails: PUBLIC_URL, or this server on localhost. */
export const siteUrl = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>) => (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
