/**
 * The cores this process may use, for WORKERS=auto. Node's availableParallelism() counts the cores it may be
 * scheduled on, not a container's CPU quota: a container given 2 CPUs on a 64-core host saw 64, and `auto`
 * started 64 API processes, each holding its own heap (about 300 MB) and its share of the database
 * connections, on 2 CPUs' worth of time. The quota is read from the process's cgroup: cgroup v2's
 * `cpu.max` ("max 100000" or "200000 100000"), or cgroup v1's `cpu.cfs_quota_us` / `cpu.cfs_period_us`.
 */
import fs from 'node:fs';
import os from 'node:os';

type ReadFile = (file: string) => string | null;

const readOrNull: ReadFile = (file) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

const CGROUP_ROOT = '/sys/fs/cgroup';

/** Whole cores a quota of `quota` µs in each `period` µs is worth (at least 1), or null for none. */
function coresOf(quota: number, period: number): number | null {
  if (!Number.isFinite(quota) || !Number.isFinite(period) || quota <= 0 || period <= 0) return null;
  return Math.max(1, Math.ceil(quota / period));
}

/** The folders, deepest first, in which the controller's files for the cgroup `at` may be found. */
function candidates(mount: string, at: string): string[] {
  const dirs: string[] = [];
  // Inside a container the cgroup's own folder is usually the mount itself; outside, it is the path under it.
  let current = at === '/' ? '' : at.replace(/\/+$/, '');
  for (;;) {
    dirs.push(`${mount}${current}`);
    if (current === '') break;
    current = current.slice(0, current.lastIndexOf('/'));
  }
  return dirs;
}

/** The CPU quota of this process's cgroup in whole cores, or null when there is none (or no cgroup to read). */
export function cpuQuotaCores(read: ReadFile = readOrNull): number | null {
  const membership = read('/proc/self/cgroup');
  if (!membership) return null;
  let smallest: number | null = null;
  const keep = (cores: number | null) => {
    if (cores !== null && (smallest === null || cores < smallest)) smallest = cores;
  };
  for (const line of membership.split('\n')) {
    const [, controllers, at] = /^\d+:([^:]*):(.*)$/.exec(line.trim()) ?? [];
    if (at === undefined) continue;
    if (controllers === '') {
      // cgroup v2: a quota anywhere up the tree holds the process.
      for (const dir of candidates(CGROUP_ROOT, at)) {
        const [quota, period] = (read(`${dir}/cpu.max`) ?? '').trim().split(/\s+/);
        if (quota && quota !== 'max') keep(coresOf(Number(quota), Number(period)));
      }
    } else if (controllers?.split(',').includes('cpu')) {
      for (const mount of [`${CGROUP_ROOT}/cpu`, `${CGROUP_ROOT}/cpu,cpuacct`, `${CGROUP_ROOT}/cpuacct,cpu`]) {
        for (const dir of candidates(mount, at)) {
          const quota = read(`${dir}/cpu.cfs_quota_us`);
          const period = read(`${dir}/cpu.cfs_period_us`);
          if (quota !== null && period !== null) keep(coresOf(Number(quota), Number(period)));
        }
      }
    }
  }
  return smallest;
}

/** WORKERS=auto: the cores this process may be scheduled on, within its cgroup's CPU quota. */
export function usableCores(read: ReadFile = readOrNull, parallelism = os.availableParallelism()): number {
  const quota = cpuQuotaCores(read);
  return Math.max(1, quota === null ? parallelism : Math.min(parallelism, quota));
}
