/** The machine the numbers were measured on, printed and saved with them. */
import fs from 'node:fs';
import os from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  database: string;
  /** Load average when the bench started: other work on the machine skews the numbers. */
  loadAverage: number[];
}

function osName(): string {
  try {
    const release = fs.readFileSync('/etc/os-release', 'utf8');
    return /^PRETTY_NAME="?([^"\n]+)"?/m.exec(release)?.[1] ?? `${os.type()} ${os.release()}`;
  } catch {
    return `${os.type()} ${os.release()}`;
  }
}

export function describeMachine(database: string): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: osName(),
    node: process.version,
    database,
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
  };
}
