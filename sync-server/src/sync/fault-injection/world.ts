/**
 * A household of simulated devices, each running the real sync engine over the real server
 * (in-process HTTP), with a network that loses, repeats and delays requests, drops answers
 * after the server committed, partitions devices and restarts the server.
 */
import { MemoryStore } from '@mise/sync/client/memory-store';
import { type FetchLike, httpTransport } from '@mise/sync/client/http-transport';
import { SyncClient } from '@mise/sync/client/sync-client';
import { pushRequestSchema } from '@mise/sync/protocol';
import type { AppType } from '../../app';
import type { TestDevice } from '../../testing/two-households';
import { type ReferenceServer, describeMutation } from './reference-server';

export interface FaultRates {
  dropRequest: number;
  delayRequest: number;
  dropResponse: number;
  duplicate: number;
}

export const NO_FAULTS: FaultRates = {
  dropRequest: 0,
  delayRequest: 0,
  dropResponse: 0,
  duplicate: 0,
};

export interface SimDevice {
  name: string;
  store: MemoryStore;
  client: SyncClient;
  online: boolean;
  /** Every mutation this device made, as `name args`, in order. */
  made: string[];
}

interface DelayedPush {
  device: SimDevice;
  init: RequestInit;
}

export class World {
  readonly devices: SimDevice[] = [];
  faults: FaultRates;
  private readonly delayed: DelayedPush[] = [];
  private pushQueue: Promise<unknown> = Promise.resolve();

  constructor(
    private app: Pick<AppType, 'request'>,
    readonly reference: ReferenceServer,
    readonly random: () => number,
    faults: FaultRates,
  ) {
    this.faults = faults;
  }

  /** A new server process over the same database (its in-memory state is gone). */
  restart(app: Pick<AppType, 'request'>): void {
    this.app = app;
  }

  addDevice(name: string, auth: TestDevice, now: () => Date): SimDevice {
    let clientIds = 0;
    const store = new MemoryStore();
    const device: SimDevice = {
      name,
      store,
      online: true,
      made: [],
      client: new SyncClient({
        store,
        transport: httpTransport(this.network(() => device, auth)),
        now,
        newClientId: () => `${name}-${auth.deviceId}-${++clientIds}`,
        // Retries are driven by the script's sync steps, not by timers.
        schedule: () => () => undefined,
        random: this.random,
      }),
    };
    this.devices.push(device);
    return device;
  }

  /** Delivers the pushes the network held back, late and in shuffled order. */
  async deliverDelayed(): Promise<void> {
    const late = this.delayed.splice(0).sort(() => this.random() - 0.5);
    for (const { device, init } of late) await this.deliverPush(device, init);
  }

  private network(device: () => SimDevice, auth: TestDevice): FetchLike {
    return async (path, init = {}) => {
      const withAuth: RequestInit = { ...init, headers: { ...init.headers, ...auth.headers } };
      if (!device().online) throw new Error('network unreachable');
      const roll = this.random();
      const { dropRequest, delayRequest, dropResponse, duplicate } = this.faults;
      if (roll < dropRequest) throw new Error('request lost');
      const isPush = path.startsWith('/api/sync/push');
      if (isPush && roll < dropRequest + delayRequest) {
        this.delayed.push({ device: device(), init: withAuth });
        throw new Error('request timed out');
      }
      const send = () =>
        isPush
          ? this.deliverPush(device(), withAuth)
          : Promise.resolve(this.app.request(path, withAuth));
      let response = await send();
      const afterCommit = roll - dropRequest - delayRequest;
      if (afterCommit >= 0 && afterCommit < dropResponse) throw new Error('response lost');
      if (afterCommit >= dropResponse && afterCommit < dropResponse + duplicate) {
        response = await send();
      }
      return response;
    };
  }

  /**
   * Sends a push to the server and to the reference model, and checks that they agree. Devices
   * sync concurrently; pushes pass one at a time so both see them in the same order.
   */
  private deliverPush(device: SimDevice, init: RequestInit): Promise<Response> {
    const delivery = this.pushQueue.then(() => this.deliverNow(device, init));
    this.pushQueue = delivery.catch(() => undefined);
    return delivery;
  }

  private async deliverNow(device: SimDevice, init: RequestInit): Promise<Response> {
    if (typeof init.body !== 'string') throw new Error('the sync transport sends JSON text');
    const request = pushRequestSchema.parse(JSON.parse(init.body));
    const expected = await this.reference.push(request);
    const response = await this.app.request('/api/sync/push', init);
    const status = expected.gap ? 409 : 200;
    if (response.status !== status) {
      throw new Error(
        `${device.name}: server answered ${response.status}, the reference expected ${status}: ${await response.clone().text()}`,
      );
    }
    return response;
  }
}

export function recordMade(device: SimDevice, queued: { name: string; args: unknown }): void {
  device.made.push(describeMutation(queued.name, queued.args));
}
