/**
 * WORKERS=auto counts the cores within the cgroup's CPU quota (v2 and v1), rounding a part core up, and the
 * cores the process may run on when there is no quota.
 */
import { expect, it } from 'vitest';
import { cpuQuotaCores, usableCores } from './cpu-count.js';

const files = (entries: Record<string, string>) => (file: string) => entries[file] ?? null;

it('reads a cgroup v2 quota from the container’s own cgroup, rounding a part core up', () => {
  const read = files({ '/proc/self/cgroup': '0::/\n', '/sys/fs/cgroup/cpu.max': '150000 100000\n' });
  expect(cpuQuotaCores(read)).toBe(2);
  expect(usableCores(read, 64)).toBe(2);
});

it('finds a cgroup v2 quota set on a parent of the process’s cgroup, and takes the smallest', () => {
  const read = files({
    '/proc/self/cgroup': '0::/kubepods/pod1/container2\n',
    '/sys/fs/cgroup/kubepods/pod1/container2/cpu.max': 'max 100000',
    '/sys/fs/cgroup/kubepods/pod1/cpu.max': '300000 100000',
    '/sys/fs/cgroup/kubepods/cpu.max': '800000 100000',
  });
  expect(cpuQuotaCores(read)).toBe(3);
  expect(usableCores(read, 16)).toBe(3);
});

it('reads a cgroup v1 quota', () => {
  const read = files({
    '/proc/self/cgroup': '9:name=systemd:/\n4:cpu,cpuacct:/docker/abc\n2:memory:/docker/abc\n',
    '/sys/fs/cgroup/cpu,cpuacct/docker/abc/cpu.cfs_quota_us': '50000\n',
    '/sys/fs/cgroup/cpu,cpuacct/docker/abc/cpu.cfs_period_us': '100000\n',
  });
  expect(cpuQuotaCores(read)).toBe(1);
  expect(usableCores(read, 8)).toBe(1);
});

it('counts the schedulable cores when there is no quota, or no cgroup to read', () => {
  const unlimited = files({
    '/proc/self/cgroup': '1:cpu:/\n0::/\n',
    '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': '-1\n',
    '/sys/fs/cgroup/cpu/cpu.cfs_period_us': '100000\n',
    '/sys/fs/cgroup/cpu.max': 'max 100000\n',
  });
  expect(cpuQuotaCores(unlimited)).toBeNull();
  expect(usableCores(unlimited, 6)).toBe(6);
  expect(usableCores(files({}), 4)).toBe(4);
  // A quota above the machine's cores does not add any.
  const generous = files({ '/proc/self/cgroup': '0::/\n', '/sys/fs/cgroup/cpu.max': '1600000 100000' });
  expect(usableCores(generous, 4)).toBe(4);
});
