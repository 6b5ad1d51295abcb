import { useRouteError } from 'react-router-dom';
import { Button } from '../components/ui/button';

/** A page failed to load (often a new release replaced its chunk): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-ink">Something went wrong</h1>
      <p className="mt-3 text-muted">This page could not be shown. Reloading usually fixes it.</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </main>
  );
}
