import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PushSubscribed } from '@barteraid/events/contracts/push';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { Spinner } from '../../components/ui/spinner';
import { apiJson, apiRequest, serverMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { pushQueries } from './queries';
import { askPermission, currentSubscription, deviceSupport, subscribeThisDevice } from './this-device';

/**
 * Notifications on the member's devices: "Turn on notifications on this device" (the browser asks
 * for permission only on that click), and every device with notifications on, each with "Turn off".
 * On an iPhone outside the home screen it explains how to get them instead.
 */
export function DeviceNotifications() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const devices = useQuery(pushQueries.devices());
  const support = deviceSupport();
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  const [declined, setDeclined] = useState(false);

  useEffect(() => {
    let live = true;
    currentSubscription()
      .then((subscription) => live && setThisEndpoint(subscription?.endpoint ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const refresh = () => queryClient.invalidateQueries({ queryKey: pushQueries.devices().queryKey });

  const turnOn = useMutation({
    mutationFn: async () => {
      setDeclined(false);
      if (!(await askPermission())) {
        setDeclined(true);
        return null;
      }
      const { publicKey } = await queryClient.fetchQuery(pushQueries.key());
      const subscription = await subscribeThisDevice(publicKey);
      return apiJson<PushSubscribed>('POST', '/api/push/subscriptions', subscription);
    },
    onSuccess: async (answer) => {
      if (answer) setThisEndpoint(answer.device.endpoint);
      await refresh();
    },
  });

  const turnOff = useMutation({
    mutationFn: async (endpoint: string) => {
      await apiRequest('DELETE', '/api/push/subscriptions', { endpoint });
      if (endpoint === thisEndpoint) {
        await (await currentSubscription())?.unsubscribe();
        setThisEndpoint(null);
      }
    },
    onSuccess: refresh,
  });

  const list = devices.data?.devices ?? [];
  const thisDeviceOn = thisEndpoint !== null && list.some((device) => device.endpoint === thisEndpoint);

  return (
    <div className="grid gap-4">
      {support === 'iphone_needs_home_screen' && <p className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">{t('push.iphone')}</p>}
      {support === 'unsupported' && <p className="text-sm text-muted">{t('push.unsupported')}</p>}
      {support === 'supported' && !thisDeviceOn && (
        <div>
          <Button type="button" onClick={() => turnOn.mutate()} disabled={turnOn.isPending} className="w-full sm:w-auto">
            {turnOn.isPending ? t('push.turningOn') : t('push.turnOn')}
          </Button>
        </div>
      )}
      {declined && <FormAlert message={t('push.declined')} />}
      {turnOn.isError && <FormAlert message={serverMessage(turnOn.error) ?? t('push.failed')} />}

      {devices.isPending ? (
        <Spinner label={t('push.loading')} />
      ) : devices.isError ? (
        <FormAlert message={t('push.loadFailed')} />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted">{t('push.none')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('push.listLabel')}>
          {list.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3">
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  {device.device}
                  {device.endpoint === thisEndpoint && <span className="ml-2 text-sm font-normal text-muted">{t('push.thisDevice')}</span>}
                </p>
                <p className="text-sm text-muted">{t('push.since', { date: formatDateTime(device.addedAt, { dateStyle: 'medium' }) })}</p>
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => turnOff.mutate(device.endpoint)}
                disabled={turnOff.isPending}
                aria-label={t('push.turnOffNamed', { device: device.device })}
              >
                {t('push.turnOff')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {turnOff.isError && <FormAlert message={serverMessage(turnOff.error) ?? t('push.failed')} />}
    </div>
  );
}
