import type { ContainerSpec } from '@/lib/container-fill';
import { env } from '@/server/env';

/** Usable container capacities (env CONTAINER_*; defaults 28/58/68 m³, 21.7/26.5/26.5 t). */
export function containerSpecs(): ContainerSpec[] {
  const e = env();
  return [
    { code: '20GP', volumeM3: e.CONTAINER_20GP_M3, payloadKg: Math.round(e.CONTAINER_20GP_T * 1000) },
    { code: '40GP', volumeM3: e.CONTAINER_40GP_M3, payloadKg: Math.round(e.CONTAINER_40GP_T * 1000) },
    { code: '40HQ', volumeM3: e.CONTAINER_40HQ_M3, payloadKg: Math.round(e.CONTAINER_40HQ_T * 1000) },
  ];
}
